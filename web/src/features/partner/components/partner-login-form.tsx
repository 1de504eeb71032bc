import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { checkPartnerLogin } from '@shop/commerce/partner/passwords';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { keepDeviceToken, readDeviceToken } from '@/lib/device-token.ts';
import { usePartnerLoginMutation } from '@/generated/operations/partner-login.ts';
import { usePartnerLoginCaptchaQuery } from '@/generated/operations/partner-login-captcha.ts';
import { paths } from '@shop/commerce/paths';
import { isCaptchaSolved } from '@/features/partner/lib/captcha.ts';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  CAPTCHA_WRONG_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '@/features/partner/partner-constants.ts';
import './partner.css';

export type PartnerTokens = { partnerToken: string; shopperToken: string | null };

type PartnerLoginFormProps = {
  /** Called with the tokens of a successful login (the route starts the sessions). */
  onAuthenticated: (tokens: PartnerTokens) => Promise<void>;
};

/**
 * CP code (email), password and the arithmetic captcha, asked by the server, which checks the
 * answer with the login. A wrong answer asks a new question and clears the answer without trying
 * the login; a refused login ('Unauthorized access', the captcha's or the rate limit's message)
 * asks a new question too. The email and password are kept.
 */
export function PartnerLoginForm({ onAuthenticated }: PartnerLoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const captchaQuery = usePartnerLoginCaptchaQuery({ fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const captcha = captchaQuery.data?.partnerCaptcha ?? null;
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [login] = usePartnerLoginMutation();

  const renewCaptcha = (): void => {
    setAnswer('');
    captchaQuery.refetch().catch((failure: unknown) => console.warn('[partner] a new captcha failed', failure));
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const [problem] = checkPartnerLogin({ email, password });
    if (problem) return setError(PARTNER_ERRORS[problem.key].message);
    if (answer.trim() === '') return setError(CAPTCHA_REQUIRED_MESSAGE);
    if (!captcha) return setError(UNEXPECTED_ERROR_MESSAGE);
    if (!isCaptchaSolved(captcha, answer)) {
      renewCaptcha();
      return setError(CAPTCHA_WRONG_MESSAGE);
    }
    setError(null);
    setSubmitting(true);
    try {
      const input = {
        email: email.trim(),
        password,
        captchaToken: captcha.token,
        captchaAnswer: answer.trim(),
        deviceToken: readDeviceToken(),
      };
      const { data } = await login({ variables: { input } });
      const payload = data?.partnerLogin;
      if (payload?.partnerToken) {
        keepDeviceToken(payload.deviceToken);
        await onAuthenticated({ partnerToken: payload.partnerToken, shopperToken: payload.shopperToken });
        return;
      }
      const refusal = payload?.userErrors[0];
      setError(
        refusal?.code === PARTNER_ERRORS.rateLimited.code
          ? refusal.message || PARTNER_ERRORS.rateLimited.message
          : (refusal?.message ?? PARTNER_ERRORS.unauthorized.message),
      );
    } catch (failure) {
      console.warn('[partner] login failed', failure);
      setError(UNEXPECTED_ERROR_MESSAGE);
    }
    renewCaptcha();
    setSubmitting(false);
  };

  const question = captcha ? `What is ${captcha.a} + ${captcha.b}?` : 'Loading the question…';
  return (
    <form
      className="cp-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
      aria-label="Channel partner login"
    >
      <TextField
        label="CP Code (Email)"
        name="email_id"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <TextField
        label="Password"
        name="u_Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <TextField
        className="cp-captcha"
        label={question}
        hint="Type the sum of the two numbers."
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        required
      />
      <FormMessage error={error} />
      <button type="submit" className="button button-primary button-large" disabled={submitting}>
        {submitting ? <Spinner /> : null}
        Login
      </button>
      <p className="cp-auth-links">
        <Link to={paths.cp.forgotPassword.href()}>Forgot Password?</Link>
      </p>
    </form>
  );
}
