// Shared pieces of the partner program route files: their options, refusals as HTTP
// errors, the own-id check of id parameters, and the text fields of a multipart form.
import type { FastifyRequest } from 'fastify';
import { PARTNER_ERRORS as E } from '@shop/commerce/partner/messages';
import { HttpError } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart-form.ts';
import type { AppContext } from '../services/app-context.ts';
import type { ProgramResult } from '../services/partner-incentives.ts';
import type { PartnerProgram } from '../services/partner-program.ts';

export interface ProgramOptions {
  ctx: AppContext;
  program: PartnerProgram;
}

export function unwrapProgram<T>(result: ProgramResult<T>): T {
  if (!result.ok) throw new HttpError(result.refusal.status, result.refusal.message, undefined, result.refusal.field);
  return result.value;
}

/** 403 unless the id names the caller (left out = the caller). */
export function ownIdOnly(id: number | string | undefined, callerId: number): void {
  if (id !== undefined && String(id).trim() !== '' && Number(id) !== callerId)
    throw new HttpError(403, E.forbidden.message);
}

const NO_FILES: ReadonlySet<string> = new Set();

/** The first value of each named field of a multipart form ('' when absent); 415 when not multipart. */
export async function formFields<K extends string>(
  request: FastifyRequest,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const form = await readMultipartForm(request, NO_FILES);
  return Object.fromEntries(keys.map((k) => [k, form.fields.get(k)?.[0] ?? ''])) as Record<K, string>;
}
