import { ProductRegistrationScreen } from '@/features/support/screens/product-registration-screen.tsx';

// /productregistration: support's product registration form.
export default function ProductRegistrationRoute() {
  return <ProductRegistrationScreen />;
}
