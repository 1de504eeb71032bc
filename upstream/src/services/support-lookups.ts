// Support lookups in the contract's shapes: complaint types, listed products with their colours,
// the checklist, the PDF manuals of every listed model by category, and the service centre tree.
import type { Kysely } from 'kysely';
import { serviceCentreTree } from '../domain/service-centre-tree.ts';
import { manualUrl } from '../domain/support-constants.ts';
import {
  listChecklist,
  listComplaintTypes,
  listManuals,
  listServiceCentres,
  listedProductColors,
} from '../db/queries/support.ts';
import type { Database } from '../db/schema.ts';

/** Consecutive rows with the same key, in row order. */
function groupInOrder<T, K>(rows: readonly T[], key: (row: T) => K): Array<{ key: K; rows: T[] }> {
  const groups: Array<{ key: K; rows: T[] }> = [];
  for (const row of rows) {
    const k = key(row);
    const last = groups[groups.length - 1];
    if (last && last.key === k) last.rows.push(row);
    else groups.push({ key: k, rows: [row] });
  }
  return groups;
}

export function createSupportLookups(db: Kysely<Database>) {
  return {
    async complaintTypes() {
      return (await listComplaintTypes(db)).map((t) => ({ id: t.id, complaint: t.complaint }));
    },

    /** Listed products, each with its colours. */
    async complaintProducts() {
      return groupInOrder(await listedProductColors(db), (r) => r.id).map(({ rows }) => ({
        p_id: rows[0]!.id,
        productname: rows[0]!.name,
        model: rows[0]!.model,
        pColor: rows.map((r) => ({ id: r.color_id, colorName: r.color_name })),
      }));
    },

    async checklist() {
      return (await listChecklist(db)).map((c) => ({ id: c.id, chkList: c.chk_list }));
    },

    /** Every listed model's manual, by category. */
    async manuals() {
      return groupInOrder(await listManuals(db), (r) => r.category_id).map(({ rows }) => ({
        cat_id: rows[0]!.category_id,
        cat_name: rows[0]!.category_name,
        product_manual_list: rows.map((r) => ({
          product_id: r.product_id,
          product_name: r.name,
          modal_name: r.model,
          modal_file: manualUrl(r.file_name),
        })),
      }));
    },

    /** Service centres as a tree: country > state > city > centres. */
    async serviceCentres() {
      return serviceCentreTree(await listServiceCentres(db));
    },
  };
}
