// The customer's profile: read, and update (name, email, phone, optional new password with the
// current one, optional picture). A new password ends every other session of the account: the
// session that changed it stays. Expected failures are typed results with the message to show.
import type { Kysely } from 'kysely';
import { checkProfileDetails } from '@shop/commerce/account/forms';
import { ACCOUNT_ERRORS, type AccountErrorKey } from '@shop/commerce/account/messages';
import { joinName } from '@shop/commerce/contact';
import type { ImageType } from '@shop/commerce/files';
import { findUserById, updateUser, usersHolding } from '../db/queries/users.ts';
import { NEXT_SESSION_VERSION } from '../db/queries/sessions.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import type { Clock } from './clock.ts';
import type { Session } from './jwt.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { profileImageUrl, type ProfileImageStore } from './uploads.ts';

export interface ProfileView {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  image: string | null;
}

export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  oldPassword: string;
  newPassword: string;
}

export type ProfileUpdate =
  { ok: true } | { ok: false; status: 400 | 404 | 409; message: string; code?: string; field?: string };

/** A refusal; `field` is the multipart field it is about. */
const fail = (status: 400 | 409, key: AccountErrorKey, field?: string): ProfileUpdate => ({
  ok: false,
  status,
  ...ACCOUNT_ERRORS[key],
  field,
});

export function createProfiles(db: Kysely<Database>, clock: Clock, images: ProfileImageStore) {
  return {
    async view(userId: number): Promise<ProfileView | null> {
      const user = await findUserById(db, userId);
      if (!user) return null;
      return {
        id: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
        phone: user.phone,
        image: profileImageUrl(user.image_path),
      };
    },

    async update(
      session: Pick<Session, 'userId' | 'jti'>,
      form: ProfileForm,
      image: { bytes: Uint8Array; type: ImageType } | null,
    ): Promise<ProfileUpdate> {
      // The current password is checked against the account below (an account without one needs none).
      const { userId } = session;
      const problem = checkProfileDetails(form);
      if (problem) return fail(400, problem.key, problem.field);
      const user = await findUserById(db, userId);
      if (!user) return { ok: false, status: 404, message: 'Account not found' };
      let passwordHash = user.password_hash;
      const now = clock();
      // A new password ends every session but this one (kept by its token id): their tokens carry
      // the old version (tokens without one, an older time).
      const sessionCut =
        form.newPassword === ''
          ? {}
          : {
              session_version: NEXT_SESSION_VERSION,
              sessions_valid_from: new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString(),
              kept_session_jti: session.jti,
            };
      if (form.newPassword !== '') {
        if (user.password_hash !== null && !(await verifyPassword(form.oldPassword, user.password_hash))) {
          return fail(400, 'wrongCurrentPassword', 'oldPassword');
        }
        passwordHash = await hashPassword(form.newPassword);
      }
      const email = form.email.trim().toLowerCase();
      const phone = form.phone.trim();
      if ((await usersHolding(db, email, phone, userId)).length > 0) return fail(409, 'contactTaken');

      const newImage = image ? await images.save(image.bytes, image.type) : null;
      const firstName = form.firstName.trim();
      const lastName = form.lastName.trim();
      try {
        await updateUser(db, userId, {
          name: joinName(firstName, lastName),
          first_name: firstName,
          last_name: lastName,
          email,
          phone,
          password_hash: passwordHash,
          ...sessionCut,
          updated_at: now.toISOString(),
          ...(newImage ? { image_path: newImage } : {}),
        });
      } catch (error) {
        if (newImage) await images.remove(newImage);
        if (isUniqueViolation(error)) return fail(409, 'contactTaken');
        throw error;
      }
      if (newImage && user.image_path) await images.remove(user.image_path);
      return { ok: true };
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
