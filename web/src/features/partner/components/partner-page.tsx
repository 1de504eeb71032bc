// The page states every CP screen shares (spec section 8; a refused session redirects on every
// screen, the profile, bank and manage screens included):
// - loading: a labelled placeholder (role status);
// - the gateway refused the partner token (UNAUTHENTICATED, realm 'partner'): 'Session Expired.
//   Redirecting to login page...' (role alert); the token is removed and CP login opens after 3 s;
// - any other failure: 'An unexpected error occurred. Please try again later.' (role alert).
// Every CP screen's one query spreads `...PartnerLayout_query` (partner-layout.graphql), so the
// portal header and menu are filled by that same request.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@shop/commerce/paths';
import { isPartnerSessionError } from '@/features/partner/lib/partner-errors.ts';
import {
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_REDIRECT_MS,
  UNEXPECTED_ERROR_MESSAGE,
} from '@/features/partner/partner-constants.ts';
import { expirePartnerSession } from '@/features/partner/session/partner-session.ts';

/** While `expired`: removes the partner token and opens CP login after 3 s. */
function useSessionExpiryRedirect(expired: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    expirePartnerSession();
    const id = window.setTimeout(
      () => void navigate(paths.cp.login.href(), { replace: true }),
      SESSION_EXPIRED_REDIRECT_MS,
    );
    return () => window.clearTimeout(id);
  }, [expired, navigate]);
}

/**
 * For mutations: `handleError(error)` returns the message to show (role alert) and, when the
 * partner session was refused, ends it and opens CP login after 3 s. `expired` tells the form to
 * stop (e.g. disable its submit button).
 */
export function usePartnerErrorHandler(): { handleError: (error: unknown) => string; expired: boolean } {
  const [expired, setExpired] = useState(false);
  useSessionExpiryRedirect(expired);
  const handleError = useCallback((error: unknown): string => {
    if (isPartnerSessionError(error)) {
      setExpired(true);
      return SESSION_EXPIRED_MESSAGE;
    }
    console.warn('[partner] request failed', error);
    return UNEXPECTED_ERROR_MESSAGE;
  }, []);
  return { handleError, expired };
}

type PartnerPageProps = {
  /** The document title and the page heading. */
  title: string;
  loading: boolean;
  /** The screen query's error (Apollo's `error`), if any. */
  error?: unknown;
  /** Shown beside the heading (e.g. a Manage / Edit link), only once the data is there. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** A CP screen: title, heading, and the loading, session-expired and error states around its content. */
export function PartnerPage({ title, loading, error, actions, children }: PartnerPageProps) {
  const expired = error != null && isPartnerSessionError(error);
  useSessionExpiryRedirect(expired);
  useEffect(() => {
    if (error != null && !expired) console.warn('[partner] screen query failed', error);
  }, [error, expired]);

  let body: ReactNode;
  if (error != null) {
    body = (
      <p className="cp-page-error" role="alert">
        {expired ? SESSION_EXPIRED_MESSAGE : UNEXPECTED_ERROR_MESSAGE}
      </p>
    );
  } else if (loading) {
    body = (
      <LoadingRegion label="Loading...">
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton height="8rem" />
        <Skeleton width="80%" />
      </LoadingRegion>
    );
  } else {
    body = children;
  }

  return (
    <section className="cp-page" aria-labelledby="cp-page-title">
      <title>{title}</title>
      <div className="cp-page-head">
        <h1 id="cp-page-title">{title}</h1>
        {error == null && !loading ? actions : null}
      </div>
      {body}
    </section>
  );
}
