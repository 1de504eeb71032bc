// Contract of the partner content: notifications (all and the last 30 days) with HTML
// bodies, embeddable videos, salutations, and the support form mailed through the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { postJson, request } from './http.ts';
import { Message, Notifications, Salutations, Videos } from './partner-contract.ts';
import {
  KAVYA,
  PARTNER_UNAUTHORIZED,
  ROHAN,
  expectPartnerRefusal,
  loginPartner,
  mintPartnerToken,
  partnerGet,
  partnerPostForm,
} from './partner-helpers.ts';

const DAY_MS = 24 * 3600_000;
const DESK = 'partners@lumen.example';
const clock = testClock(new Date());
let upstream: RunningUpstream;
let api: string;
let rohan: string;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  api = `${upstream.url}/api`;
  rohan = (await loginPartner(api, ROHAN.email)).token;
});
afterAll(() => upstream?.close());

describe('notifications', () => {
  it('lists all six with HTML bodies, newest first, to a partner only', async () => {
    const all = Notifications.parse((await partnerGet(`${api}/CP/CP_NOTIFICATION`, rohan)).body);
    expect(all).toHaveLength(6);
    const dates = all.map((n) => new Date(n.c_date).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const n of all) expect(n.mailContent).toMatch(/^<(p|h3)>/);
    await expectPartnerRefusal(request(`${api}/CP/CP_NOTIFICATION`), 401, PARTNER_UNAUTHORIZED);
  });

  it('lists only those of the last 30 days in CP_NOTIFICATION_30, as the clock moves', async () => {
    const recent = Notifications.parse((await partnerGet(`${api}/CP/CP_NOTIFICATION_30`, rohan)).body);
    expect(recent).toHaveLength(3);
    for (const n of recent)
      expect(clock.now().getTime() - new Date(n.c_date).getTime()).toBeLessThanOrEqual(30 * DAY_MS);
    const all = Notifications.parse((await partnerGet(`${api}/CP/CP_NOTIFICATION`, rohan)).body);
    expect(recent).toEqual(all.slice(0, 3));
    clock.advance(15 * DAY_MS);
    const later = Notifications.parse((await partnerGet(`${api}/CP/CP_NOTIFICATION_30`, mintFresh())).body);
    expect(later.map((n) => n.id)).toEqual(recent.slice(0, 2).map((n) => n.id));
  });
});

/** A token of Rohan issued at the test clock's now (tokens live 12 hours). */
const mintFresh = () => mintPartnerToken(upstream, 1, 1, clock.now);

describe('public lists', () => {
  it('answer six embeddable videos in order', async () => {
    const videos = Videos.parse((await request(`${api}/CP/GetChannelVideos`)).body);
    expect(videos).toHaveLength(6);
    for (const v of videos) expect(v.video_link).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  });

  it('answer the salutations', async () => {
    expect(Salutations.parse((await request(`${api}/CommonData/sal_list`)).body).map((s) => s.salutation)).toEqual([
      'Mr.',
      'Mrs.',
      'Ms.',
      'Dr.',
    ]);
  });
});

describe('POST /api/CP/CPSupport', () => {
  const FORM = {
    cpname: 'Kavya',
    cpsurname: 'Iyer',
    emailid: 'kavya.support@example.com',
    message: 'Please call me about my incentive statement.',
  };
  const support = (fields: Record<string, string>, token: string | null = null) =>
    partnerPostForm(`${api}/CP/CPSupport`, token, fields);

  it('thanks the sender, mails the partner desk and a copy to the sender', async () => {
    expect(Message.parse((await support(FORM)).body).message).toBe('Thank You. We will reach you soon.');
    const [desk] = await upstream.outbox(DESK);
    expect(desk?.body).toContain(FORM.message);
    expect(desk?.body).toContain(FORM.emailid);
    const [copy] = await upstream.outbox(FORM.emailid);
    expect(copy?.body).toContain(FORM.message);
  });

  it('files the message under the partner when a partner token comes with it', async () => {
    const kavya = await loginPartner(api, KAVYA.email);
    expect((await support({ ...FORM, emailid: KAVYA.email }, kavya.token)).status).toBe(200);
    const [desk] = await upstream.outbox(DESK);
    expect(desk?.body).toContain(`partner id ${kavya.cP_ID}`);
  });

  it('refuses blank fields and a bad email with the exact messages, and a body that is not multipart', async () => {
    await expectPartnerRefusal(support({ ...FORM, cpname: ' ' }), 400, 'Name is required.');
    await expectPartnerRefusal(support({ ...FORM, cpsurname: '' }), 400, 'Surname is required.');
    await expectPartnerRefusal(support({ ...FORM, emailid: '' }), 400, 'Email ID is required.');
    await expectPartnerRefusal(support({ ...FORM, emailid: 'kavya@example' }), 400, 'Please enter a valid Email ID.');
    await expectPartnerRefusal(support({ ...FORM, message: '' }), 400, 'Message is required.');
    await expectPartnerRefusal(postJson(`${api}/CP/CPSupport`, FORM), 415);
  });

  it('answers 429 after 5 messages from one Email ID within an hour', async () => {
    const sender = { ...FORM, emailid: 'busy.sender@example.com' };
    for (let i = 0; i < 5; i++) expect((await support(sender)).status).toBe(200);
    await expectPartnerRefusal(support(sender), 429);
    expect((await upstream.outbox(sender.emailid)).length).toBe(5);
  });
});
