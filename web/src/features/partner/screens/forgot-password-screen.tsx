import { ForgotPasswordForm, ResetPasswordForm } from '@/features/partner/components/forgot-password-forms.tsx';

// /cp/forgotpassword (public, no query): the registered email to mail a reset link to; with
// ?token= (the link of a reset or welcome mail) the form to set a new password instead.
export function ForgotPasswordScreen({ token }: { token: string }) {
  const title = token ? 'Set a New Password' : 'Forgot Password';
  return (
    <section className="cp-auth" aria-labelledby="cp-forgot-title">
      <title>{title}</title>
      <h1 id="cp-forgot-title">{title}</h1>
      {token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </section>
  );
}
