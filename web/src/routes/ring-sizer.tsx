import { RingSizerScreen } from '@/features/catalog/screens/ring-sizer-screen.tsx';

// /ring-sizer: the catalog's printable ring sizer.
export default function RingSizerRoute() {
  return <RingSizerScreen />;
}
