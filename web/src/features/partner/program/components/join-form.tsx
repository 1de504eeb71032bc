import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PHONE_DIGITS, PINCODE_DIGITS, digitsOnly } from '@shop/commerce/contact';
import { PARTNER_ERRORS, PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePartnerJoinNominationMutation } from '@/generated/operations/partner-join-nomination.ts';
import { paths } from '@shop/commerce/paths';
import { firstUserError, formFieldOf } from '@/lib/user-errors.ts';
import {
  EMPTY_JOIN,
  joinProblem,
  type JoinField,
  type JoinValues,
} from '@/features/partner/program/lib/partner-forms.ts';

import './program.css';

const FIELDS: readonly JoinField[] = ['surname', 'phone', 'pincode', 'city', 'address', 'password', 'confirmPassword'];
type Outcome = { field: JoinField | null; error: string } | { success: string } | null;

/** The nominee's join form: the rest of their details and a password; joined, a link to CP login. */
export function JoinForm({ token, email }: { token: string; email: string }) {
  const [values, setValues] = useState<JoinValues>(EMPTY_JOIN);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [join, { loading }] = usePartnerJoinNominationMutation();
  const set =
    (field: JoinField, clean: (value: string) => string = (value) => value) =>
    (event: { target: { value: string } }) => {
      const value = clean(event.target.value);
      setValues((current) => ({ ...current, [field]: value }));
    };
  const errorOf = (field: JoinField) =>
    outcome && 'error' in outcome && outcome.field === field ? outcome.error : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = joinProblem(values);
    if (problem) return setOutcome({ field: problem.field, error: problem.message });
    setOutcome(null);
    try {
      const input = {
        token,
        surname: values.surname.trim(),
        phone: values.phone,
        pincode: values.pincode,
        city: values.city.trim(),
        address: values.address.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      };
      const result = await join({ variables: { input } });
      const payload = result.data?.joinNomination;
      const refused = firstUserError(payload?.userErrors);
      if (!payload?.ok || refused) {
        return setOutcome({
          field: formFieldOf(FIELDS, refused?.field),
          error: refused?.message ?? PARTNER_ERRORS.addPartnerFailed.message,
        });
      }
      setOutcome({ success: payload.message ?? PARTNER_MESSAGES.registered });
    } catch (failure) {
      console.warn('[partner] join failed', failure);
      setOutcome({ field: null, error: PARTNER_ERRORS.addPartnerFailed.message });
    }
  };

  if (outcome && 'success' in outcome) {
    return (
      <div className="program-form">
        <FormMessage success={outcome.success} />
        <p>
          Log in with <strong>{email}</strong> and your new password:{' '}
          <Link className="button button-primary" to={paths.cp.login.href()}>
            Channel partner login
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form
      className="program-form"
      aria-labelledby="join-form-heading"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id="join-form-heading">Your details</h2>
      <div className="program-form-grid">
        <TextField
          label="Surname"
          autoComplete="family-name"
          value={values.surname}
          onChange={set('surname')}
          error={errorOf('surname')}
        />
        <TextField
          label="Phone"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone}
          onChange={set('phone', (v) => digitsOnly(v, PHONE_DIGITS))}
          error={errorOf('phone')}
        />
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.pincode}
          onChange={set('pincode', (v) => digitsOnly(v, PINCODE_DIGITS))}
          error={errorOf('pincode')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          value={values.city}
          onChange={set('city')}
          error={errorOf('city')}
        />
      </div>
      <TextField
        label="Address"
        autoComplete="street-address"
        value={values.address}
        onChange={set('address')}
        error={errorOf('address')}
      />
      <div className="program-form-grid">
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errorOf('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errorOf('confirmPassword')}
        />
      </div>
      {outcome && 'error' in outcome && outcome.field === null ? <FormMessage error={outcome.error} /> : null}
      <div className="program-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          {loading ? <Spinner /> : null}
          Join as Channel Partner
        </button>
      </div>
    </form>
  );
}
