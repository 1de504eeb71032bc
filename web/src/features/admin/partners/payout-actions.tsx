// Payout work for partners.write: make the run of a month that has ended, mark one payout paid
// with the bank's reference, and open the bank's CSV (a short-lived link fetched on the click).
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAdminCreatePayoutRunMutation } from '@/generated/operations/admin-create-payout-run.ts';
import { useAdminMarkPayoutPaidMutation } from '@/generated/operations/admin-mark-payout-paid.ts';
import { AdminPayoutBankFileDocument } from '@/generated/operations/admin-payout-bank-file.ts';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';

type Message = { error?: string; success?: string };

export function NewPayoutRun({ defaultPeriod }: { defaultPeriod: string }) {
  const [create, { loading }] = useAdminCreatePayoutRunMutation();
  const navigate = useNavigate();
  const [period, setPeriod] = useState(defaultPeriod);
  const [message, setMessage] = useState<Message>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage({});
    try {
      const { data } = await create({ variables: { period } });
      const payload = data?.adminCreatePayoutRun;
      const refusal = payload?.userErrors[0];
      if (refusal) setMessage({ error: refusal.message });
      else if (payload?.run) void navigate(paths.admin.payoutRun.href(payload.run.id));
    } catch (error) {
      setMessage({ error: consoleErrorMessage(error) });
    }
  };
  return (
    <form className="admin-form" aria-label="New payout run" onSubmit={(event) => void submit(event)}>
      <div className="admin-inline-form">
        <div className="field">
          <label htmlFor="payout-period">Month</label>
          <input
            id="payout-period"
            type="month"
            required
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={loading}>
          Make payout run
        </button>
      </div>
      <div aria-live="polite">
        <FormMessage error={message.error ?? null} success={message.success ?? null} />
      </div>
    </form>
  );
}

export function MarkPaidForm({ payoutId, partnerName }: { payoutId: string; partnerName: string }) {
  const [markPaid, { loading }] = useAdminMarkPayoutPaidMutation();
  const [reference, setReference] = useState('');
  const [message, setMessage] = useState<Message>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage({});
    try {
      const { data } = await markPaid({ variables: { input: { payoutId, reference } } });
      const refusal = data?.adminMarkPayoutPaid.userErrors[0];
      if (refusal) setMessage({ error: refusal.message });
      else setMessage({ success: 'Marked paid. The partner was mailed.' });
    } catch (error) {
      setMessage({ error: consoleErrorMessage(error) });
    }
  };
  return (
    <form
      className="admin-inline-form"
      aria-label={`Mark the payout to ${partnerName} paid`}
      onSubmit={(e) => void submit(e)}
    >
      <TextField
        label={`Bank reference for ${partnerName}`}
        value={reference}
        required
        onChange={(event) => setReference(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={loading}>
        Mark paid
      </button>
      <div aria-live="polite">
        <FormMessage error={message.error ?? null} success={message.success ?? null} />
      </div>
    </form>
  );
}

export function BankFileButton({ runId }: { runId: string }) {
  const client = useApolloClient();
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    try {
      const { data } = await client.query({
        query: AdminPayoutBankFileDocument,
        variables: { id: runId },
        fetchPolicy: 'no-cache',
      });
      const url = data?.admin.payoutRun?.bankFile.url;
      if (url) window.location.assign(url);
      else setError('The file could not be prepared. Try again.');
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    }
  };
  return (
    <div>
      <button type="button" className="button button-secondary" onClick={() => void open()}>
        Download the bank file (CSV)
      </button>
      <div aria-live="polite">
        <FormMessage error={error} success={null} />
      </div>
    </div>
  );
}
