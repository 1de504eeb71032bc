import { PersonalInformationScreen } from '@/features/partner/screens/personal-information-screen.tsx';

// /CP/CPhome: the portal's personal information.
export default function PersonalInformationPage() {
  return <PersonalInformationScreen />;
}
