import { useParams } from 'react-router';
import { AddPartnerScreen } from '@/features/partner/screens/add-partner-screen.tsx';

// /cp/addcp and /cp/registration/:id: the program's form to add a General partner.
export default function AddPartnerPage() {
  return <AddPartnerScreen id={useParams().id} />;
}
