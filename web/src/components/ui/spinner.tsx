/** A small spinning ring beside a waiting button's text (the text says what is happening). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
