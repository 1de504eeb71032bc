import { useParams } from 'react-router';
import { JoinNominationScreen } from '@/features/partner/screens/join-nomination-screen.tsx';

// /cp/join/:token: the program's page for a nominee to join.
export default function JoinNominationPage() {
  const { token = '' } = useParams();
  return <JoinNominationScreen token={token} />;
}
