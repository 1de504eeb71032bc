// A download the console asks for on click: the gateway mints a short-lived link signed for this
// operator (never the token in a URL), and the browser opens it. A failure is announced.
import { useState } from 'react';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';

type FileLinkButtonProps = {
  label: string;
  /** Asks the gateway for the link. */
  fetchLink: () => Promise<string | null | undefined>;
};

export function FileLinkButton({ label, fetchLink }: FileLinkButtonProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const url = await fetchLink();
      if (url) window.location.assign(url);
      else setProblem(consoleErrorMessage(null));
    } catch (error) {
      setProblem(consoleErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="admin-file-link">
      <button type="button" className="button button-secondary" disabled={busy} onClick={() => void open()}>
        {busy ? 'Preparing…' : label}
      </button>
      <span aria-live="polite">{problem ? <span role="alert"> {problem}</span> : null}</span>
    </span>
  );
}
