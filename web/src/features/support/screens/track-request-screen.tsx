import { ErrorState } from '@/components/ui/error-state.tsx';
import { ComplaintTable } from '@/features/support/components/complaint-table.tsx';
import { TrackRequest } from '@/features/support/components/track-request.tsx';
import { trackContactStart } from '@/features/support/lib/prefill.ts';
import { useTrackRequestPageQuery } from '@/generated/operations/track-request-page.ts';

// /trackrequest. Its one request fills the header and, for a logged-in customer, lists the
// requests about their orders; a search is one more (SearchComplaints): a ticket number with the
// email or mobile number it was raised with.
export function TrackRequestScreen() {
  const { data, error, refetch } = useTrackRequestPageQuery();
  const own = data?.viewer?.serviceRequests ?? [];
  return (
    <div className="container support-page">
      <title>Track Service Request</title>
      <h1>Track Service Request</h1>
      {error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null}
      {own.length > 0 ? (
        <section className="own-requests">
          <h2>Your service requests</h2>
          <ComplaintTable rows={own} label="Your service requests" />
        </section>
      ) : null}
      <p className="support-intro">
        Enter the ticket number of your request and the email address or 10-digit mobile number you raised it with.
      </p>
      <TrackRequest initialContact={trackContactStart(data?.viewer)} />
    </div>
  );
}
