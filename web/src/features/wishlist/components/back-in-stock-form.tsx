import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { BACK_IN_STOCK_MESSAGES } from '@shop/commerce/wishlist/back-in-stock';
import { TextField } from '@/components/ui/text-field.tsx';
import type { BackInStockForm_QueryFragment } from '@/generated/graphql.ts';
import { RequestBackInStockAlertDocument } from '@/generated/operations/request-back-in-stock-alert.ts';
import './wishlist.css';

type Props = {
  productId: string;
  colorId: string;
  colorName: string;
  size: string;
  /** The screen query's viewer (BackInStockForm_query): a customer's address is prefilled. */
  query: BackInStockForm_QueryFragment;
};

const FAILED = 'Your request could not be sent. Please try again.';

/** "Notify me when it's back": an email (the customer's, prefilled) for an out-of-stock colour and size. */
export function BackInStockForm({ productId, colorId, colorName, size, query }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [send, { loading }] = useMutation(RequestBackInStockAlertDocument);
  const email = typed ?? query.viewer?.profile.email ?? '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = (await send({ variables: { input: { email, productId, colorId, size } } })).data
        ?.requestBackInStockAlert;
      if (answer?.ok) setDone(answer.message ?? BACK_IN_STOCK_MESSAGES.subscribed);
      else setError(answer?.userErrors[0]?.message ?? FAILED);
    } catch {
      setError(FAILED);
    }
  };

  return (
    <form
      className="back-in-stock"
      aria-label={BACK_IN_STOCK_MESSAGES.offer}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <h2 className="back-in-stock-title">{BACK_IN_STOCK_MESSAGES.offer}</h2>
      <p className="back-in-stock-hint">{`We will email you once when ${colorName}${size ? `, size ${size},` : ''} is back.`}</p>
      {done ? null : (
        <div className="back-in-stock-row">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setTyped(e.target.value)}
            error={error}
          />
          <button type="submit" className="button button-primary" disabled={loading} aria-busy={loading}>
            Notify me
          </button>
        </div>
      )}
      <p role="status" className="back-in-stock-done">
        {done}
      </p>
    </form>
  );
}
