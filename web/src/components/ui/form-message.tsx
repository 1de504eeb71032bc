/** The outcome of a form: a failure (role alert) or a success (role status); nothing when empty. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p className="form-message form-error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="form-message form-success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
