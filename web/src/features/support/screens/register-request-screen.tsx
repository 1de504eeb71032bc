import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { ComplaintForm } from '@/features/support/components/complaint-form.tsx';
import { COMPLAINT_TITLE } from '@/features/support/support-constants.ts';
import { useRegisterRequestPageQuery } from '@/generated/operations/register-request-page.ts';
import { paths } from '@shop/commerce/paths';

// /registerrequest. One request: header, complaint types, products with colours and the checklist.
// After the request is registered, home opens with the server's message and the ticket number.
export function RegisterRequestScreen() {
  const navigate = useNavigate();
  const { data, error, refetch } = useRegisterRequestPageQuery();
  return (
    <div className="container support-page">
      <title>Raise a Service Request</title>
      <h1>{COMPLAINT_TITLE}</h1>
      <p className="support-intro">
        Every field is required, except the attachment. We reply by email within one working day.
      </p>
      {data ? (
        <ComplaintForm
          choices={data}
          onRegistered={(message, ticket) =>
            void navigate(paths.home.href(), {
              state: { notice: ticket ? `${message} Your ticket number is ${ticket}.` : message },
            })
          }
        />
      ) : error ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <PageSkeleton label="Loading the service request form" />
      )}
    </div>
  );
}
