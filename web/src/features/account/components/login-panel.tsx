import { useState } from 'react';
import { Link } from 'react-router';
import { Tabs } from '@/components/ui/tabs.tsx';
import { paths } from '@shop/commerce/paths';
import { EmailLoginForm } from './email-login-form.tsx';
import { ForgotPassword } from './forgot-password.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';
import './account.css';

type LoginPanelProps = {
  /** Prefills the email tab (e.g. right after registration). */
  initialContact?: string;
  /** Called with the session token of a successful login, by either tab. */
  onAuthenticated: (token: string) => Promise<void>;
};

/** Login: tabs 'Using Email-ID' and 'Using Phone No.', the forgot-password panel and a link to /register. */
export function LoginPanel({ initialContact, onAuthenticated }: LoginPanelProps) {
  const [tab, setTab] = useState<'email' | 'phone'>('email');
  return (
    <section className="auth-card" aria-labelledby="login-heading">
      <h1 id="login-heading">Login</h1>
      <Tabs
        label="Login method"
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'email',
            label: 'Using Email-ID',
            panel: (
              <>
                <EmailLoginForm initialContact={initialContact} onAuthenticated={onAuthenticated} />
                <ForgotPassword />
              </>
            ),
          },
          { value: 'phone', label: 'Using Phone No.', panel: <PhoneLoginForm onAuthenticated={onAuthenticated} /> },
        ]}
      />
      <p className="auth-switch">
        New here? <Link to={paths.register.href()}>Create an account</Link>
      </p>
    </section>
  );
}
