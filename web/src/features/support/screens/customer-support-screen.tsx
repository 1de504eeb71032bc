import { ErrorState } from '@/components/ui/error-state.tsx';
import { SupportHub } from '@/features/support/components/support-hub.tsx';
import { useCustomerSupportPageQuery } from '@/generated/operations/customer-support-page.ts';

// /customersupport (also /CustomerSupport: routes match case-insensitively). Its one request fills the header.
export function CustomerSupportScreen() {
  const { error, refetch } = useCustomerSupportPageQuery();
  return (
    <div className="container support-page">
      <title>Customer Support</title>
      <meta
        name="description"
        content="Raise a service request, track it, or download the user manual of your Lumen device."
      />
      <h1>Customer Support</h1>
      <p className="support-intro">
        How can we help? Raise a service request, follow its progress or download your product's manual.
      </p>
      {error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null}
      <SupportHub />
    </div>
  );
}
