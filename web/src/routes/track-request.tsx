import { TrackRequestScreen } from '@/features/support/screens/track-request-screen.tsx';

// /trackrequest: support's tracking of service requests.
export default function TrackRequestRoute() {
  return <TrackRequestScreen />;
}
