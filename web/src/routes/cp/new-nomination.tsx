import { NewNominationScreen } from '@/features/partner/screens/new-nomination-screen.tsx';

// /cp/newnomination: the program's nomination form.
export default function NewNominationPage() {
  return <NewNominationScreen />;
}
