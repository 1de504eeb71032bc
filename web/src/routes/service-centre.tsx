import { ServiceCentreScreen } from '@/features/support/screens/service-centre-screen.tsx';

// /servicecentre: support's service centre finder.
export default function ServiceCentreRoute() {
  return <ServiceCentreScreen />;
}
