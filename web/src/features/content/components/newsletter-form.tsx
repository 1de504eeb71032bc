import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSubscribeNewsletterMutation } from '@/generated/operations/subscribe-newsletter.ts';
import { firstUserError } from '@/lib/user-errors.ts';
import { CONTENT_MESSAGES } from '@shop/commerce/content/messages';
import { SUBSCRIBE_FAILED_MESSAGE } from '@/features/content/content-constants.ts';
import '@/components/ui/form.css';
import './content.css';

/** The footer's newsletter form: one email box (name emailid), checked by the browser and the server. */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [subscribe, { loading }] = useSubscribeNewsletterMutation();

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      const payload = data?.subscribeNewsletter;
      if (payload?.ok) {
        setSuccess(payload.message ?? CONTENT_MESSAGES.subscribed);
        setEmail('');
        return;
      }
      setError(firstUserError(payload?.userErrors)?.message ?? SUBSCRIBE_FAILED_MESSAGE);
    } catch (failure) {
      console.warn('[content] newsletter subscription failed', failure);
      setError(SUBSCRIBE_FAILED_MESSAGE);
    }
  };

  return (
    <form
      className="newsletter-form"
      aria-label="Newsletter"
      onSubmit={(event) => void submit(event)}
      aria-busy={loading}
    >
      <label htmlFor={inputId}>Get launches, offers and device tips by mail</label>
      <div className="newsletter-row">
        <input
          id={inputId}
          type="email"
          name="emailid"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <button type="submit" className="button button-accent" disabled={loading}>
          {loading ? <Spinner /> : null}
          Subscribe
        </button>
      </div>
      <FormMessage error={error} success={success} />
    </form>
  );
}
