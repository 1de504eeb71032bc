// Mail by SMTP (MAIL_PROVIDER=smtp, SMTP_URL): nodemailer, the Node mail library, one transport
// (its connection pool) per upstream; each message is one sendMail of its text from MAIL_FROM.
// A refused or unreachable server is a failed delivery with nodemailer's reason.
import nodemailer, { type Transporter } from 'nodemailer';
import { SHOP_NAME } from '@shop/commerce/company';
import type { MessageProvider } from './message-provider.ts';

export const SMTP = 'smtp';
export const DEFAULT_MAIL_FROM = `${SHOP_NAME} <no-reply@lumen.example>`;

export interface SmtpOptions {
  /** A nodemailer transport (an SMTP URL's, or another nodemailer transport in tests). */
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  from?: string | undefined;
}

export function createSmtp(options: SmtpOptions): MessageProvider {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    name: SMTP,
    channels: ['email'],
    async send(message) {
      try {
        const info = await options.transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.body,
        });
        const id: unknown = info?.messageId;
        return { kind: 'sent', providerMessageId: typeof id === 'string' ? id : null };
      } catch (error) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
    async close() {
      options.transport.close();
    },
  };
}

/** The provider of an SMTP URL (`smtp://user:pass@host:587`, `smtps://…`). */
export function smtpOf(url: string, from?: string): MessageProvider {
  return createSmtp({ transport: nodemailer.createTransport(url), from });
}
