// The message providers, one line each, and the channels they carry. MAIL_PROVIDER chooses the
// mail's (default smtp when SMTP_URL is set, else outbox: record only), SMS_PROVIDER the SMS's
// (default outbox). A name not in the list, one that cannot carry the channel, or smtp without
// SMTP_URL refuses the start in one line (ProviderSettingError). Outside a real provider, a
// channel in production is said at start: its messages are only recorded.
import { ProviderSettingError, chooseProvider } from '../provider-choice.ts';
import type { MessageChannel, MessageProvider } from './message-provider.ts';
import { RECORD_ONLY, createRecordOnly } from './record-only.ts';
import { SMTP, smtpOf } from './smtp.ts';

export interface MessageProviderSettings {
  production: boolean;
  /** SMTP_URL. */
  smtpUrl?: string | undefined;
}

interface MessageProviderEntry {
  channels: readonly MessageChannel[];
  create(settings: MessageProviderSettings, setting: string): MessageProvider;
}

export const MESSAGE_PROVIDERS: Readonly<Record<string, MessageProviderEntry>> = {
  [SMTP]: {
    channels: ['email'],
    create: (s, setting) => {
      if (!s.smtpUrl) throw new ProviderSettingError(`${setting}=smtp needs SMTP_URL (smtp://user:pass@host:587).`);
      return smtpOf(s.smtpUrl);
    },
  },
  [RECORD_ONLY]: { channels: ['email', 'sms'], create: () => createRecordOnly() },
};

const SETTING: Record<MessageChannel, string> = { email: 'MAIL_PROVIDER', sms: 'SMS_PROVIDER' };

export interface MessageProviderChoice {
  /** MAIL_PROVIDER. */
  mail?: string | undefined;
  /** SMS_PROVIDER. */
  sms?: string | undefined;
}

/** The provider of each channel, and the lines to say at start; throws ProviderSettingError. */
export function configureMessageProviders(
  choice: MessageProviderChoice,
  settings: MessageProviderSettings,
): { providers: Record<MessageChannel, MessageProvider>; notices: string[] } {
  const notices: string[] = [];
  const pick = (channel: MessageChannel, value: string | undefined, fallback: string): MessageProvider => {
    const list = Object.fromEntries(Object.entries(MESSAGE_PROVIDERS).filter(([, e]) => e.channels.includes(channel)));
    const { name, entry } = chooseProvider(SETTING[channel], value, list, fallback);
    if (name === RECORD_ONLY && settings.production)
      notices.push(`${SETTING[channel]}=outbox: ${channel} messages are recorded in the outbox only, none is sent`);
    return entry.create(settings, SETTING[channel]);
  };
  const email = pick('email', choice.mail, settings.smtpUrl ? SMTP : RECORD_ONLY);
  const sms = pick('sms', choice.sms, RECORD_ONLY);
  return { providers: { email, sms }, notices };
}
