import { useEffect } from 'react';
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton.tsx';
import { PartnerHeader } from '@/features/partner/components/partner-header.tsx';
import { JoinForm } from '@/features/partner/program/components/join-form.tsx';
import { ProposedRates } from '@/features/partner/program/components/incentive-rates.tsx';
import { usePartnerJoinNominationPageQuery } from '@/generated/operations/partner-join-nomination-page.ts';
import '@/features/partner/program/components/program.css';

function JoinScreen({ token }: { token: string }) {
  const { data, loading, error, refetch } = usePartnerJoinNominationPageQuery({
    variables: { token },
    fetchPolicy: 'network-only',
  });
  if (!data) {
    if (error)
      return (
        <ErrorState message={PARTNER_ERRORS.unexpected.message} onRetry={() => void refetch().catch(() => undefined)} />
      );
    if (loading) {
      return (
        <LoadingRegion label="Loading...">
          <Skeleton height="8rem" />
        </LoadingRegion>
      );
    }
  }
  const invite = data?.nominationInvite;
  if (!invite) {
    return (
      <p className="program-empty" role="alert">
        {PARTNER_ERRORS.linkInvalid.message}
      </p>
    );
  }
  return (
    <>
      <p>
        {`Dear ${invite.name}, ${invite.masterName} (${invite.masterCode}) has nominated you as a V5 (General) channel partner. `}
        Your proposed incentive table:
      </p>
      <ProposedRates rates={invite} caption="Proposed incentive table" />
      <JoinForm token={token} email={invite.email} />
    </>
  );
}

// /cp/join/:token (public, its own bare CP header): the page the nomination mail links to. The
// nominee sees who nominated them and the proposed table, completes the details and a password,
// and becomes a General partner under that Master.
export function JoinNominationScreen({ token }: { token: string }) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="cp-shell">
      <PartnerHeader />
      <main id="cp-main" className="cp-main cp-main-public">
        <div className="program-public">
          <title>Join the Channel Partner Program</title>
          <h1>Join the Channel Partner Program</h1>
          <JoinScreen token={token} />
        </div>
      </main>
    </div>
  );
}
