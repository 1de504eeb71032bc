// Renders a product manual as a PDF (A4, standard Helvetica fonts) with pdfkit from the manual's
// sections. Deterministic: the document dates come from the manual's publication date.
import PDFDocument from 'pdfkit';
import { SHOP_NAME } from '@shop/commerce/company';
import { manualSections, type ManualSource } from './manual-content.ts';

const MARGIN = 56;
const ACCENT = '#1f4e79';

export function renderManualPdf(source: ManualSource): Promise<Buffer> {
  const published = new Date(`${source.publishedOn}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${source.name} (${source.model}) user manual`,
      Author: SHOP_NAME,
      Subject: `${source.categoryName} user manual`,
      Keywords: `${source.model}, manual, ${source.categoryName}`,
      CreationDate: published,
      ModDate: published,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(SHOP_NAME.toUpperCase(), { characterSpacing: 3 });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#111111').text(source.name);
  doc.font('Helvetica').fontSize(13).fillColor('#444444').text(`Model ${source.model} - User manual`);
  doc.moveDown(1.2);

  for (const section of manualSections(source)) {
    doc.font('Helvetica-Bold').fontSize(14).fillColor(ACCENT).text(section.heading);
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10.5).fillColor('#222222');
    for (const paragraph of section.paragraphs ?? []) doc.text(paragraph, { align: 'left' }).moveDown(0.4);
    if (section.bullets) doc.list([...section.bullets], { bulletRadius: 2, textIndent: 12 }).moveDown(0.4);
    (section.steps ?? []).forEach((step, i) => doc.text(`${i + 1}. ${step}`, { indent: 6 }));
    doc.moveDown(0.9);
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#777777')
    .text(`${SHOP_NAME} Devices Private Limited, Bengaluru, India. Manual version ${source.version}.`);
  doc.end();
  return done;
}
