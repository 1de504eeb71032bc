/** A dismissible note at the top of the page (e.g. after login, which cart lines were capped). */
export function Notice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className="notice container" role="status">
      <p>{message}</p>
      <button type="button" className="button button-link" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
