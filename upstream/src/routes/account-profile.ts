// Profile routes (bearer): the profile, and its update as multipart form with an optional picture
// (at most 2 MB, JPEG or PNG by content, re-encoded, stored under a random name).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@shop/commerce/account/messages';
import { FILE_ERRORS, UPLOAD_MAX_BYTES, checkUpload, type ImageType } from '@shop/commerce/files';
import { shopperOf } from '../http/auth.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { MULTIPART_REQUIRED_MESSAGE } from '../http/multipart-form.ts';
import type { AppContext } from '../services/app-context.ts';
import { cleanUpload } from '../services/upload-content.ts';
import type { ProfileForm } from '../services/profile.ts';
import { MessageAnswer, ProfileData, UserProfile, bearerErrors } from './schemas/account.ts';
import { ErrorBody } from './schemas/common.ts';

const tags = ['account'];
const IMAGE_FIELDS = new Set(['Image', 'image']);

interface ProfileSubmission {
  form: ProfileForm;
  image: { bytes: Uint8Array; type: ImageType } | null;
}

async function readProfileSubmission(request: FastifyRequest): Promise<ProfileSubmission> {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_REQUIRED_MESSAGE);
  const fields = new Map<string, string>();
  let image: ProfileSubmission['image'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields.set(part.fieldname, String(part.value ?? ''));
      continue;
    }
    const bytes = await part.toBuffer();
    if (!IMAGE_FIELDS.has(part.fieldname) || bytes.length === 0) continue;
    const check = part.file.truncated ? ({ ok: false, key: 'tooLarge' } as const) : checkUpload(bytes, 'image');
    const clean = check.ok ? await cleanUpload(bytes, check.type, 'imageType') : check;
    if (!clean.ok) throw new HttpError(400, FILE_ERRORS[clean.key].message, FILE_ERRORS[clean.key].code, 'Image');
    image = { bytes: clean.bytes, type: clean.type };
  }
  const field = (name: keyof ProfileForm) => fields.get(name) ?? '';
  const form: ProfileForm = {
    firstName: field('firstName'),
    lastName: field('lastName'),
    email: field('email'),
    phone: field('phone'),
    oldPassword: field('oldPassword'),
    newPassword: field('newPassword'),
  };
  return { form, image };
}

export const accountProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
  });

  async function profileOf(request: FastifyRequest) {
    const profile = await ctx.profiles.view(shopperOf(request).userId);
    if (!profile) throw new NotFoundError('Account not found');
    return profile;
  }

  app.get(
    '/CommonData/userprofile',
    {
      onRequest: ctx.auth,
      schema: { tags, summary: "The customer's profile", response: { 200: UserProfile, ...bearerErrors } },
    },
    async (request) => profileOf(request),
  );

  app.get(
    '/user/UpdateProfiledata',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: "The customer's profile as a one-item list (profile form data)",
        response: { 200: ProfileData, ...bearerErrors },
      },
    },
    async (request) => {
      const { firstName, lastName, email, phone, image } = await profileOf(request);
      return [{ firstName, lastName, email, phone, image }];
    },
  );

  app.post(
    '/user/UpdateProfile',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'Updates the profile (multipart: firstName, lastName, email, phone, oldPassword, newPassword, Image)',
        description: 'A new password needs the current one (oldPassword). Image: at most 2 MB, JPEG or PNG by content.',
        response: { 200: MessageAnswer, 400: ErrorBody, 409: ErrorBody, 415: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => {
      const session = shopperOf(request);
      const submission = await readProfileSubmission(request);
      const result = await ctx.profiles.update(session, submission.form, submission.image);
      if (!result.ok) throw new HttpError(result.status, result.message, result.code, result.field);
      return { message: ACCOUNT_MESSAGES.profileUpdated };
    },
  );
};
