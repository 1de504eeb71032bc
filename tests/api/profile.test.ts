// Contract of the profile endpoints: read, update (multipart) with the current-password rule and
// picture checks by content, the stored picture served by its random name; no customer sees
// another's profile.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { ProfileData, UserProfile } from './account-contract.ts';
import { AARAV, PRIYA, authed, expectRefusal, freshCustomer, login } from './account-helpers.ts';
import { postJson, request } from './http.ts';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A 1×1 JPEG (upstream decodes and re-encodes every picture). */
const JPEG_1X1 = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdABykX//Z',
  'base64',
);
const MAX_BYTES = 2 * 1024 * 1024;

const clock = testClock(new Date());
let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const profile = async (token: string) => UserProfile.parse((await authed(`${api}/CommonData/userprofile`, token)).body);

interface Fields {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  oldPassword?: string;
  newPassword?: string;
}

function update(token: string, fields: Fields, image?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (image) form.append('Image', new Blob([image.bytes], { type: image.type }), image.name);
  return authed(`${api}/user/UpdateProfile`, token, { method: 'POST', body: form });
}

async function customer(tag: string) {
  const c = await freshCustomer(api, tag);
  const base: Fields = { firstName: 'Test', lastName: tag, email: c.email, phone: c.phone };
  return { ...c, base };
}

describe('reading the profile', () => {
  it("answers each demo customer's own profile, and the form data as a one-item list", async () => {
    const aarav = await login(api, AARAV.email);
    const priya = await login(api, PRIYA.phone);
    expect(await profile(aarav)).toMatchObject({
      firstName: 'Aarav',
      lastName: 'Sharma',
      email: AARAV.email,
      phone: AARAV.phone,
      image: null,
    });
    expect(await profile(priya)).toMatchObject({
      firstName: 'Priya',
      lastName: 'Nair',
      email: PRIYA.email,
      phone: PRIYA.phone,
    });
    const data = ProfileData.parse((await authed(`${api}/user/UpdateProfiledata`, aarav)).body);
    expect(data[0]).toEqual({
      firstName: 'Aarav',
      lastName: 'Sharma',
      email: AARAV.email,
      phone: AARAV.phone,
      image: null,
    });
  });
});

describe('POST /api/user/UpdateProfile', () => {
  it('updates name, email and phone', async () => {
    const c = await customer('upd');
    const email = `UPDATED-${c.email}`;
    const answer = await update(c.token, { ...c.base, firstName: ' Ananya ', lastName: 'Rao', email });
    expect([answer.status, answer.body]).toEqual([200, { message: 'Profile updated successfully!' }]);
    expect(await profile(c.token)).toMatchObject({
      firstName: 'Ananya',
      lastName: 'Rao',
      email: email.toLowerCase(),
      phone: c.phone,
    });
  });

  it('requires name, a valid email and a 10-digit phone', async () => {
    const c = await customer('req');
    await expectRefusal(update(c.token, { ...c.base, firstName: '' }), 400, 'Please enter your name.');
    await expectRefusal(
      update(c.token, { ...c.base, email: 'not-an-email' }),
      400,
      'Please enter a valid email address.',
    );
    await expectRefusal(update(c.token, { ...c.base, email: undefined }), 400, 'Please enter a valid email address.');
    await expectRefusal(
      update(c.token, { ...c.base, phone: '12345' }),
      400,
      'Please enter a valid 10-digit mobile number.',
    );
    await expectRefusal(postJson(`${api}/user/UpdateProfile`, c.base), 401);
    await expectRefusal(
      authed(`${api}/user/UpdateProfile`, c.token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(c.base),
      }),
      415,
    );
  });

  it('changes the password only with the correct current password', async () => {
    const c = await customer('pwd');
    await expectRefusal(
      update(c.token, { ...c.base, oldPassword: 'wrong-pass', newPassword: 'new-pass-1' }),
      400,
      'Current password is incorrect.',
    );
    await expectRefusal(
      update(c.token, { ...c.base, newPassword: 'new-pass-1' }),
      400,
      'Current password is incorrect.',
    );
    expect(await login(api, c.email, c.password)).toBeTruthy();
    expect((await update(c.token, { ...c.base, oldPassword: c.password, newPassword: 'new-pass-1' })).status).toBe(200);
    expect(await login(api, c.email, 'new-pass-1')).toBeTruthy();
    expect((await postJson(`${api}/User/Login`, { email_id: c.email, u_Password: c.password })).status).toBe(401);
  });

  it('ends every other session of the account on a password change; the session that changed it stays', async () => {
    const c = await customer('pwdsessions');
    const other = await login(api, c.phone, c.password);
    expect((await authed(`${api}/CommonData/userprofile`, other)).status).toBe(200);
    // The change comes in the same second as the older session: its version, not its time, ends it.
    expect((await update(c.token, { ...c.base, oldPassword: c.password, newPassword: 'new-pass-2' })).status).toBe(200);
    await expectRefusal(authed(`${api}/CommonData/userprofile`, other), 401, 'Unauthorized');
    expect((await authed(`${api}/CommonData/userprofile`, c.token)).status).toBe(200);
    const later = await login(api, c.email, 'new-pass-2');
    expect((await authed(`${api}/CommonData/userprofile`, later)).status).toBe(200);
    expect((await update(c.token, { ...c.base, firstName: 'Renamed' })).status).toBe(200);
    expect((await authed(`${api}/CommonData/userprofile`, later)).status).toBe(200);
  });

  it("refuses another account's email or phone with 409", async () => {
    const c = await customer('taken');
    await expectRefusal(
      update(c.token, { ...c.base, email: PRIYA.email }),
      409,
      'This email address or mobile number is already used by another account.',
    );
    await expectRefusal(update(c.token, { ...c.base, phone: AARAV.phone }), 409);
    expect(await profile(c.token)).toMatchObject({ email: c.email, phone: c.phone });
  });

  it('refuses a picture over 2 MB and a .png file that is not an image', async () => {
    const c = await customer('badimg');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_BYTES + 1 - PNG_1X1.length, 1)]);
    await expectRefusal(
      update(c.token, c.base, { bytes: big, name: 'big.png', type: 'image/png' }),
      400,
      'The file must be at most 2 MB.',
    );
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefusal(
      update(c.token, c.base, { bytes: text, name: 'avatar.png', type: 'image/png' }),
      400,
      'The image must be a JPEG or PNG file.',
    );
    expect((await profile(c.token)).image).toBeNull();
  });

  it('stores a PNG under a random name and serves it at /images/profiles/...', async () => {
    const c = await customer('png');
    const answer = await update(c.token, c.base, { bytes: PNG_1X1, name: '../../evil name.png', type: 'image/png' });
    expect(answer.status, answer.text).toBe(200);
    const image = (await profile(c.token)).image;
    expect(image).toMatch(/^\/images\/profiles\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${upstream.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // The picture as upstream re-encoded it: a PNG still.
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(PNG_1X1.subarray(0, 8));
    expect(await readdir(path.join(upstream.dataDir, 'uploads', 'profile'))).toContain(image!.split('/').pop());
  });

  it('accepts a JPEG at exactly 2 MB and replaces the previous picture', async () => {
    const c = await customer('jpg');
    await update(c.token, c.base, { bytes: PNG_1X1, name: 'a.png', type: 'image/png' });
    const before = (await profile(c.token)).image!;
    const jpeg = Buffer.concat([JPEG_1X1, Buffer.alloc(MAX_BYTES - JPEG_1X1.length, 0)]);
    expect((await update(c.token, c.base, { bytes: jpeg, name: 'photo.gif', type: 'image/gif' })).status).toBe(200);
    const after = (await profile(c.token)).image!;
    expect(after).toMatch(/\.jpg$/);
    expect((await fetch(`${upstream.url}${after}`)).headers.get('content-type')).toBe('image/jpeg');
    expect((await request(`${upstream.url}${before}`)).status).toBe(404);
  });

  it('serves no other file from the picture folder or the data folder', async () => {
    await expectRefusal(request(`${upstream.url}/images/profiles/${'0'.repeat(32)}.png`), 404);
    expect((await request(`${upstream.url}/images/profiles/..%2Fjwt-secret`)).status).toBe(400);
    expect((await request(`${upstream.url}/images/profiles/shop.db`)).status).toBe(400);
  });

  it("never shows or changes another customer's profile", async () => {
    const a = await customer('iso-a');
    const b = await customer('iso-b');
    await update(a.token, { ...a.base, firstName: 'Alpha' });
    expect((await profile(b.token)).firstName).toBe('Test');
    expect((await profile(a.token)).firstName).toBe('Alpha');
    expect((await profile(b.token)).id).not.toBe((await profile(a.token)).id);
  });
});
