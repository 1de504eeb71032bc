// Product manuals as PDF files ({model-slug}.pdf), rendered from the database on first request
// and kept in memory (a few kilobytes each, one per model with a manual). A failed render is forgotten,
// so the next request tries again.
import type { Kysely } from 'kysely';
import { featuresOf, findManual } from '../db/queries/support.ts';
import type { Database } from '../db/schema.ts';
import { renderManualPdf } from './manual-pdf.ts';

export function createManualFiles(db: Kysely<Database>) {
  const rendered = new Map<string, Promise<Buffer>>();

  return {
    /** The PDF of the manual with this file name; null when no product has it. */
    async pdf(fileName: string): Promise<Buffer | null> {
      const cached = rendered.get(fileName);
      if (cached) return cached;
      const manual = await findManual(db, fileName);
      if (!manual) return null;
      const pdf = featuresOf(db, manual.product_id).then((features) =>
        renderManualPdf({
          name: manual.name,
          model: manual.model,
          kind: manual.device_kind,
          categoryName: manual.category_name,
          version: manual.version,
          publishedOn: manual.published_on,
          features,
        }),
      );
      rendered.set(fileName, pdf);
      pdf.catch(() => rendered.delete(fileName));
      return pdf;
    },
  };
}
