// What a support operator does on a request: move it along (only the moves allowed now are
// offered) and reply to the customer (kept with the request and mailed). The outcome is announced
// (aria-live); a refusal shows its message. Without support.write the actions are not offered.
import { useState, type FormEvent } from 'react';
import { REQUEST_REPLY_MAX_LENGTH } from '@shop/commerce/support/request-status';
import { TextAreaField } from '@/components/ui/choice-fields.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import type { ServiceRequestStatus } from '@/generated/graphql.ts';
import { useAdminRequestReplyMutation } from '@/generated/operations/admin-request-reply.ts';
import { useAdminRequestSetStatusMutation } from '@/generated/operations/admin-request-set-status.ts';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';
import './support.css';

const ACTION: Record<ServiceRequestStatus, string> = {
  OPEN: 'Reopen',
  IN_PROGRESS: 'Mark in progress',
  RESOLVED: 'Mark resolved',
  CLOSED: 'Close request',
};

export function RequestStatusActions({
  id,
  nextStatuses,
}: {
  id: string;
  nextStatuses: readonly ServiceRequestStatus[];
}) {
  const [setStatus, { loading }] = useAdminRequestSetStatusMutation();
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const move = async (status: ServiceRequestStatus) => {
    setMessage({});
    try {
      const { data } = await setStatus({ variables: { input: { id, status } } });
      const payload = data?.adminSetServiceRequestStatus;
      const refusal = payload?.userErrors[0];
      if (refusal) setMessage({ error: refusal.message });
      else if (payload?.serviceRequest)
        setMessage({ success: `Status changed to ${payload.serviceRequest.statusLabel}. The customer was mailed.` });
    } catch (error) {
      setMessage({ error: consoleErrorMessage(error) });
    }
  };
  return (
    <div className="admin-request-actions">
      {nextStatuses.length === 0 ? (
        <p>This request is closed.</p>
      ) : (
        <div className="admin-form-actions">
          {nextStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className={status === 'CLOSED' ? 'button button-secondary' : 'button button-primary'}
              disabled={loading}
              onClick={() => void move(status)}
            >
              {ACTION[status]}
            </button>
          ))}
        </div>
      )}
      <div aria-live="polite">
        <FormMessage error={message.error ?? null} success={message.success ?? null} />
      </div>
    </div>
  );
}

export function RequestReplyForm({ id }: { id: string }) {
  const [reply, { loading }] = useAdminRequestReplyMutation();
  const [body, setBody] = useState('');
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage({});
    try {
      const { data } = await reply({ variables: { input: { id, body } } });
      const refusal = data?.adminReplyToServiceRequest.userErrors[0];
      if (refusal) setMessage({ error: refusal.message });
      else {
        setBody('');
        setMessage({ success: 'Reply sent to the customer.' });
      }
    } catch (error) {
      setMessage({ error: consoleErrorMessage(error) });
    }
  };
  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} aria-label="Reply to the customer">
      <TextAreaField
        label="Reply to the customer"
        value={body}
        rows={4}
        maxLength={REQUEST_REPLY_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          Send reply
        </button>
      </div>
      <div aria-live="polite">
        <FormMessage error={message.error ?? null} success={message.success ?? null} />
      </div>
    </form>
  );
}
