import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useRequestOtpMutation } from '@/generated/operations/request-otp.ts';
import { useVerifyOtpMutation } from '@/generated/operations/verify-otp.ts';
import { REQUEST_FAILED_MESSAGE } from '@/lib/constants.ts';
import { keepDeviceToken, readDeviceToken } from '@/lib/device-token.ts';
import { OTP_LENGTH, OTP_VALIDITY_MINUTES } from '@shop/commerce/account/limits';
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES } from '@shop/commerce/account/messages';
import { PHONE_DIGITS, digitsOnly } from '@shop/commerce/contact';
import { paths } from '@shop/commerce/paths';

type Busy = 'send' | 'verify' | null;

/**
 * Phone login (spec section 4): 10 digits, Send OTP; then the number is locked, 'OTP Sent
 * Successfully.', the OTP box, Re-Send OTP, and Validate OTP at 6 characters. The right code for a
 * number without an account signs nobody in: the form says so with a link to registration.
 */
export function PhoneLoginForm({ onAuthenticated }: { onAuthenticated: (token: string) => Promise<void> }) {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [unregistered, setUnregistered] = useState<string | null>(null);
  const [requestOtp] = useRequestOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();

  const send = async (): Promise<void> => {
    setBusy('send');
    setError(null);
    try {
      const { data } = await requestOtp({ variables: { phone } });
      if (data?.requestOtp.sent) {
        setSent(true);
        setOtp('');
      } else {
        setError(data?.requestOtp.userErrors[0]?.message ?? REQUEST_FAILED_MESSAGE);
      }
    } catch (failure) {
      console.warn('[account] sending the OTP failed', failure);
      setError(REQUEST_FAILED_MESSAGE);
    }
    setBusy(null);
  };

  const verify = async (): Promise<void> => {
    setBusy('verify');
    setError(null);
    setUnregistered(null);
    try {
      const { data } = await verifyOtp({ variables: { phone, otp, deviceToken: readDeviceToken() } });
      const token = data?.verifyOtp.token;
      if (token) {
        keepDeviceToken(data.verifyOtp.deviceToken);
        await onAuthenticated(token);
        return;
      }
      const refusal = data?.verifyOtp.userErrors[0];
      if (refusal?.code === ACCOUNT_ERRORS.otpNotRegistered.code) setUnregistered(refusal.message);
      else setError(refusal?.message ?? ACCOUNT_ERRORS.otpFailed.message);
    } catch (failure) {
      console.warn('[account] validating the OTP failed', failure);
      setError(ACCOUNT_ERRORS.otpFailed.message);
    }
    setBusy(null);
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!sent && phone.length === PHONE_DIGITS) void send();
    if (sent && otp.length === OTP_LENGTH) void verify();
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy !== null}>
      <TextField
        label="Mobile No."
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        readOnly={sent}
        onChange={(event) => setPhone(digitsOnly(event.target.value, PHONE_DIGITS))}
        hint={sent ? undefined : `${PHONE_DIGITS}-digit mobile number`}
      />
      {sent ? (
        <>
          <p className="otp-note" role="status">
            {ACCOUNT_MESSAGES.otpSent}
          </p>
          <TextField
            label="OTP"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            onChange={(event) => setOtp(digitsOnly(event.target.value, OTP_LENGTH))}
            hint={`The code is valid for ${OTP_VALIDITY_MINUTES} minutes.`}
          />
        </>
      ) : null}
      <FormMessage error={error} />
      {unregistered ? (
        <p className="form-message form-error" role="alert">
          {unregistered} <Link to={paths.register.href()}>Create an account</Link>
        </p>
      ) : null}
      {sent ? (
        <div className="auth-actions">
          <button
            type="submit"
            className="button button-primary button-large"
            disabled={otp.length !== OTP_LENGTH || busy !== null}
          >
            {busy === 'verify' ? <Spinner /> : null}
            Validate OTP
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={() => void send()}
          >
            {busy === 'send' ? <Spinner /> : null}
            Re-Send OTP
          </button>
          <button
            type="button"
            className="button button-link"
            disabled={busy !== null}
            onClick={() => {
              setSent(false);
              setOtp('');
              setError(null);
              setUnregistered(null);
            }}
          >
            Change number
          </button>
        </div>
      ) : (
        <button
          type="submit"
          className="button button-primary button-large"
          disabled={phone.length !== PHONE_DIGITS || busy !== null}
        >
          {busy === 'send' ? <Spinner /> : null}
          Send OTP
        </button>
      )}
    </form>
  );
}
