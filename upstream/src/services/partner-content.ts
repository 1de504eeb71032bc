// Partner content: notifications (all, or the last 30 days), embeddable videos, salutations, and
// the support form (stored, mailed to the partner desk with a copy to the sender).
import type { Kysely } from 'kysely';
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { windowStart } from '../domain/otp-rules.ts';
import {
  PARTNER_DESK_EMAIL,
  RECENT_NOTIFICATIONS_MS,
  SUPPORT_MAIL_SUBJECT,
  SUPPORT_MAX_PER_SENDER,
  SUPPORT_WINDOW_MS,
} from '../domain/partner-constants.ts';
import { checkSupportForm, type FormFields } from '../domain/partner-forms.ts';
import {
  countSupportRequests,
  insertSupportRequest,
  listNotifications,
  listSalutations,
  listVideos,
} from '../db/queries/partners.ts';
import { notificationCountQuery, notificationPageQuery, type PageWindow } from '../db/queries/partner-pages.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';
import type { Outcome, Refusal } from './partner-accounts.ts';

function notificationOf(r: { id: number; subject: string; created_at: string; html: string }) {
  return { id: r.id, subject1: r.subject, c_date: r.created_at, mailContent: r.html };
}

export function createPartnerContent(deps: { db: Kysely<Database>; clock: Clock; outbox: Outbox }) {
  const { db, clock, outbox } = deps;

  return {
    async notifications(recentOnly: boolean) {
      const rows = await listNotifications(db, recentOnly ? windowStart(clock(), RECENT_NOTIFICATIONS_MS) : null);
      return rows.map(notificationOf);
    },

    /** One page of every notification, newest first, with the count of all. */
    async notificationPage(page: PageWindow) {
      const [rows, count] = await Promise.all([
        notificationPageQuery(db, page).execute(),
        notificationCountQuery(db).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(notificationOf), total: Number(count.count) };
    },

    async videos() {
      return (await listVideos(db)).map((v) => ({ id: v.id, title: v.title, video_link: v.url }));
    },

    salutations: () => listSalutations(db),

    /** CP/CPSupport: checks the form, stores it (under the partner when known) and mails it. */
    async support(fields: FormFields, partnerId: number | null): Promise<Outcome | (Refusal & { field?: string })> {
      const form = checkSupportForm(fields);
      if (!form.ok) return { ok: false, status: 400, message: form.message, field: form.field };
      const f = form.value;
      const now = clock();
      if ((await countSupportRequests(db, f.emailid, windowStart(now, SUPPORT_WINDOW_MS))) >= SUPPORT_MAX_PER_SENDER) {
        return { ok: false, status: 429, message: PARTNER_ERRORS.supportRateLimited.message };
      }
      const id = await insertSupportRequest(db, { partner_id: partnerId, ...f, created_at: now.toISOString() });
      const name = `${f.cpname} ${f.cpsurname}`;
      const subject = SUPPORT_MAIL_SUBJECT(name);
      await outbox.send({
        channel: 'email',
        to: PARTNER_DESK_EMAIL,
        subject,
        body: [
          `Request ${id} from ${name} <${f.emailid}>${partnerId !== null ? ` (partner id ${partnerId})` : ''}:`,
          f.message,
        ].join('\n\n'),
      });
      await outbox.send({
        channel: 'email',
        to: f.emailid,
        subject,
        body: [
          `Dear ${f.cpname},`,
          'Thank you for writing to us. We will reach you soon. Your message:',
          f.message,
          'Team Lumen',
        ].join('\n\n'),
      });
      return { ok: true, value: undefined };
    },
  };
}

export type PartnerContent = ReturnType<typeof createPartnerContent>;
