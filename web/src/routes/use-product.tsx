import { UseProductScreen } from '@/features/support/screens/use-product-screen.tsx';

// /useproduct: support's product user manuals.
export default function UseProductRoute() {
  return <UseProductScreen />;
}
