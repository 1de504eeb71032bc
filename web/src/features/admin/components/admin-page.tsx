// The states every console screen shares: a title and heading, actions beside it, a labelled
// loading placeholder, an error with Retry (a refused session ends it and opens the login, keeping
// where the operator was), and an empty state.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@shop/commerce/paths';
import { consoleErrorMessage, isOperatorSessionError } from '@/features/admin/lib/admin-errors.ts';
import { endOperatorSession } from '@/features/admin/session/operator-session.ts';

type AdminPageProps = {
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  loading?: boolean;
  /** The screen query's error, if any. */
  error?: unknown;
  onRetry?: () => void;
  /** Shown instead of the content when the screen has nothing to show. */
  empty?: ReactNode | null;
  /** Beside the heading, once the data is there. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** Opens the login when the session was refused, coming back here after it. */
export function SessionEnded() {
  const location = useLocation();
  useEffect(() => endOperatorSession(), []);
  return <Navigate to={paths.admin.login.href(`${location.pathname}${location.search}`)} replace />;
}

export function AdminPage({ title, description, loading, error, onRetry, empty, actions, children }: AdminPageProps) {
  let body: ReactNode;
  if (error != null) {
    if (isOperatorSessionError(error)) return <SessionEnded />;
    body = (
      <div className="admin-error" role="alert">
        <p>{consoleErrorMessage(error)}</p>
        {onRetry ? (
          <button type="button" className="button button-secondary" onClick={onRetry}>
            Retry
          </button>
        ) : null}
      </div>
    );
  } else if (loading) {
    body = (
      <LoadingRegion label={`Loading ${title.toLowerCase()}`}>
        <div className="admin-skeleton">
          <Skeleton width="40%" height="1.25rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      </LoadingRegion>
    );
  } else if (empty != null && empty !== false) {
    body = <div className="admin-empty">{empty}</div>;
  } else {
    body = children;
  }
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <title>{`${title} · Console`}</title>
      <header className="admin-page-head">
        <div>
          <h1 id="admin-page-title">{title}</h1>
          {description ? <p className="admin-page-description">{description}</p> : null}
        </div>
        {error == null && !loading && actions ? <div className="admin-page-actions">{actions}</div> : null}
      </header>
      {body}
    </section>
  );
}
