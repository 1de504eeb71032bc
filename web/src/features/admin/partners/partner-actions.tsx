// What an operator with partners.write does on a partner: approve its KYC or reject it with a
// reason the partner reads, and suspend it (with a note) or reactivate it. What the operator typed
// stays on a refusal; the outcome is announced (aria-live).
import { useState, type FormEvent } from 'react';
import { REVIEW_NOTE_MAX_LENGTH } from '@shop/commerce/partner/payouts';
import { TextAreaField } from '@/components/ui/choice-fields.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import type { AdminPartnerDetail_PartnerFragment } from '@/generated/graphql.ts';
import { useAdminReviewPartnerKycMutation } from '@/generated/operations/admin-review-partner-kyc.ts';
import { useAdminSetPartnerStatusMutation } from '@/generated/operations/admin-set-partner-status.ts';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';

type Message = { error?: string; success?: string };

export function KycReview({ partner }: { partner: AdminPartnerDetail_PartnerFragment }) {
  const [review, { loading }] = useAdminReviewPartnerKycMutation();
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<Message>({});
  const decide = async (decision: 'APPROVE' | 'REJECT', event?: FormEvent) => {
    event?.preventDefault();
    setMessage({});
    try {
      const { data } = await review({
        variables: { input: { id: partner.id, decision, note: decision === 'REJECT' ? note : null } },
      });
      const refusal = data?.adminReviewPartnerKyc.userErrors[0];
      if (refusal) setMessage({ error: refusal.message });
      else {
        setNote('');
        setMessage({
          success:
            decision === 'APPROVE'
              ? 'KYC approved: payouts can be made.'
              : 'KYC rejected: the partner sees the reason.',
        });
      }
    } catch (error) {
      setMessage({ error: consoleErrorMessage(error) });
    }
  };
  const complete = partner.kycMissing.length === 0;
  return (
    <form className="admin-form" aria-label="KYC review" onSubmit={(event) => void decide('REJECT', event)}>
      {complete ? null : <p>Nothing to approve yet: the partner has to add {partner.kycMissing.join(', ')}.</p>}
      <TextAreaField
        label="Reason, if you reject (the partner reads it)"
        value={note}
        rows={3}
        maxLength={REVIEW_NOTE_MAX_LENGTH}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="admin-form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={loading || !complete || partner.kycStatus === 'APPROVED'}
          onClick={() => void decide('APPROVE')}
        >
          Approve KYC
        </button>
        <button type="submit" className="button button-secondary" disabled={loading}>
          Reject KYC
        </button>
      </div>
      <div aria-live="polite">
        <FormMessage error={message.error ?? null} success={message.success ?? null} />
      </div>
    </form>
  );
}

export function PartnerStatusForm({ partner }: { partner: AdminPartnerDetail_PartnerFragment }) {
  const [setStatus, { loading }] = useAdminSetPartnerStatusMutation();
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<Message>({});
  const suspended = partner.status === 'SUSPENDED';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage({});
    try {
      const { data } = await setStatus({
        variables: {
          input: { id: partner.id, status: suspended ? 'ACTIVE' : 'SUSPENDED', note: suspended ? null : note },
        },
      });
      const refusal = data?.adminSetPartnerStatus.userErrors[0];
      if (refusal) setMessage({ error: refusal.message });
      else {
        setNote('');
        setMessage({
          success: suspended ? 'The partner is active again.' : 'The partner is suspended and signed out.',
        });
      }
    } catch (error) {
      setMessage({ error: consoleErrorMessage(error) });
    }
  };
  return (
    <form className="admin-form" aria-label="Partner status" onSubmit={(event) => void submit(event)}>
      {suspended ? null : (
        <TextAreaField
          label="Why suspend (kept for operators)"
          value={note}
          rows={2}
          maxLength={REVIEW_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      <div className="admin-form-actions">
        <button
          type="submit"
          className={suspended ? 'button button-primary' : 'button button-secondary'}
          disabled={loading}
        >
          {suspended ? 'Reactivate partner' : 'Suspend partner'}
        </button>
      </div>
      <div aria-live="polite">
        <FormMessage error={message.error ?? null} success={message.success ?? null} />
      </div>
    </form>
  );
}
