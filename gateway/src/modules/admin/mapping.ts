// The console base's answers from upstream (operators, login, who am I, the audit log), each parsed
// by the zod schema generated from upstream's OpenAPI document (generated/upstream/zod.gen.ts);
// upstream's console contract is already camelCase, so they pass as the models. Also the field a
// refusal's error body names.
import {
  zErrorBody,
  zGetApiAdminAuditResponse,
  zGetApiAdminMeResponse,
  zGetApiAdminOperatorsResponse,
  zPostApiAdminLoginResponse,
  zPostApiAdminOperatorsResponse,
  zPostApiAdminOperatorsUpdateResponse,
} from '../../generated/upstream/zod.gen.ts';

export const loginSchema = zPostApiAdminLoginResponse;
export const meSchema = zGetApiAdminMeResponse;
export const operatorListSchema = zGetApiAdminOperatorsResponse;
export const createdOperatorSchema = zPostApiAdminOperatorsResponse;
export const updatedOperatorSchema = zPostApiAdminOperatorsUpdateResponse;
export const auditPageSchema = zGetApiAdminAuditResponse;

/** The path of a refusal's first issue (`/email`, `/shipments/0/awbNumber`); null when its body names none. */
export function refusedPath(body: unknown): string | null {
  const parsed = zErrorBody.safeParse(body);
  return parsed.success ? (parsed.data.issues?.[0]?.path ?? null) : null;
}
