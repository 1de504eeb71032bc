import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useSearchComplaintsLazyQuery } from '@/generated/operations/search-complaints.ts';
import { checkComplaintSearch, checkTicketNumber } from '@shop/commerce/support/complaint-form';
import { SUPPORT_ERRORS } from '@shop/commerce/support/messages';
import { RATE_LIMIT_ERROR } from '@shop/commerce/rate-limits';
import { isRateLimitedError } from '@/features/support/lib/support-errors.ts';
import { TRACK_EMPTY_MESSAGE, TRACK_FAILED_MESSAGE, TRACK_WAIT_MESSAGE } from '@/features/support/support-constants.ts';
import { ComplaintTable } from './complaint-table.tsx';
import './support.css';

type Problems = { ticketNumber: string | null; contact: string | null };
const NO_PROBLEMS: Problems = { ticketNumber: null, contact: null };

/** Track a service request: its ticket number with the email or mobile number it was raised with. */
export function TrackRequest({ initialContact = '' }: { initialContact?: string }) {
  const [ticketNumber, setTicketNumber] = useState('');
  // A logged-in customer's email (or mobile number) fills the box once known, unless one was typed.
  const [contact, setContact] = useState(initialContact);
  const [prefilled, setPrefilled] = useState(initialContact);
  if (initialContact !== prefilled) {
    setPrefilled(initialContact);
    if (contact === '' || contact === prefilled) setContact(initialContact);
  }
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [search, { data, loading, error, called }] = useSearchComplaintsLazyQuery({ fetchPolicy: 'network-only' });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const ticket = ticketNumber.trim();
    const value = contact.trim();
    const ticketRefused = checkTicketNumber(ticket);
    const contactRefused = checkComplaintSearch(value);
    if (ticketRefused || contactRefused) {
      setProblems({
        ticketNumber: ticketRefused ? SUPPORT_ERRORS[ticketRefused].message : null,
        contact: contactRefused ? SUPPORT_ERRORS[contactRefused].message : null,
      });
      return;
    }
    setProblems(NO_PROBLEMS);
    void search({ variables: { ticketNumber: ticket, emailOrPhone: value } }).catch(() => undefined);
  };

  const rows = data?.searchComplaints;
  return (
    <div className="track-request">
      <form className="track-form" onSubmit={submit} noValidate aria-label="Track service request">
        <TextField
          label="Ticket number"
          name="ticketNumber"
          autoComplete="off"
          placeholder="e.g. LSR-000012"
          value={ticketNumber}
          onChange={(event) => setTicketNumber(event.target.value)}
          error={problems.ticketNumber}
          required
        />
        <TextField
          label="Email-ID or Mobile No."
          name="val"
          autoComplete="email"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          error={problems.contact}
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
          <FormMessage error={isRateLimitedError(error) ? RATE_LIMIT_ERROR.message : TRACK_FAILED_MESSAGE} />
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
