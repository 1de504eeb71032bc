type ErrorStateProps = {
  /** Called by the Retry button. */
  onRetry: () => void;
  message?: string;
};

/** Shown when a screen's query failed: a short message and a Retry button. */
export function ErrorState({ onRetry, message = 'Something went wrong while loading this page.' }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
