import { ErrorState } from '@/components/ui/error-state.tsx';
import { TrackRequest } from '@/features/support/components/track-request.tsx';
import { useTrackRequestPageQuery } from '@/generated/operations/track-request-page.ts';

// /trackrequest. Its one request fills the header; a search is one more (SearchComplaints).
export default function TrackRequestRoute() {
  const { error, refetch } = useTrackRequestPageQuery();
  return (
    <div className="container support-page">
      <title>Track Service Request</title>
      <h1>Track Service Request</h1>
      <p className="support-intro">Enter the email address or 10-digit mobile number you raised the request with.</p>
      {error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null}
      <TrackRequest />
    </div>
  );
}
