import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useSearchComplaintsLazyQuery } from '@/generated/operations/search-complaints.ts';
import { checkComplaintSearch } from '@shop/commerce/support/complaint-form';
import { SUPPORT_ERRORS } from '@shop/commerce/support/messages';
import { TRACK_EMPTY_MESSAGE, TRACK_FAILED_MESSAGE, TRACK_WAIT_MESSAGE } from '@/features/support/support-constants.ts';
import { ComplaintTable } from './complaint-table.tsx';
import './support.css';

/** Track service requests: search by the email or mobile number they were raised with. */
export function TrackRequest() {
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [search, { data, loading, error, called }] = useSearchComplaintsLazyQuery({ fetchPolicy: 'network-only' });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const value = contact.trim();
    const refused = checkComplaintSearch(value);
    if (refused) {
      setProblem(SUPPORT_ERRORS[refused].message);
      return;
    }
    setProblem(null);
    void search({ variables: { emailOrPhone: value } }).catch(() => undefined);
  };

  const rows = data?.searchComplaints;
  return (
    <div className="track-request">
      <form className="track-form" onSubmit={submit} noValidate aria-label="Track service request">
        <TextField
          label="Email-ID or Mobile No."
          name="val"
          autoComplete="email"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          error={problem}
          required
        />
        <button type="submit" className="button button-primary" disabled={loading}>
          Search
        </button>
      </form>
      <div className="track-results" aria-live="polite">
        {loading ? (
          <p role="status" className="track-wait">
            {TRACK_WAIT_MESSAGE}
          </p>
        ) : error ? (
          <FormMessage error={TRACK_FAILED_MESSAGE} />
        ) : called && rows ? (
          rows.length === 0 ? (
            <p className="empty-state">{TRACK_EMPTY_MESSAGE}</p>
          ) : (
            <ComplaintTable rows={rows} />
          )
        ) : null}
      </div>
    </div>
  );
}
