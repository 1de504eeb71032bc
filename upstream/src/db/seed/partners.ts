// Seed step 'partners' (issue 6): salutations, demo partners of both levels, bank details,
// notifications and videos. See upstream/README.md, "Seed".
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export async function seedPartners(_db: Kysely<Database>): Promise<void> {}
