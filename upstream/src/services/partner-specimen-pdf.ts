// Renders a one-page specimen document (A5 landscape, standard Helvetica fonts) with pdfkit: the
// seeded partners' Aadhaar card and crossed cheque, written into the documents folder on first
// read (services/partner-documents.ts). Deterministic: fixed document dates.
import PDFDocument from 'pdfkit';

export interface SpecimenDocument {
  title: string;
  lines: readonly string[];
}

const DOCUMENT_DATE = new Date('2025-08-01T00:00:00.000Z');

export function renderSpecimenPdf(source: SpecimenDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 40,
    info: {
      Title: source.title,
      Subject: 'Specimen document of the demo shop',
      CreationDate: DOCUMENT_DATE,
      ModDate: DOCUMENT_DATE,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#b00020')
    .text('SPECIMEN - DEMO DATA, NOT A REAL DOCUMENT', { characterSpacing: 2 });
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#111111').text(source.title);
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(11).fillColor('#222222');
  for (const line of source.lines) doc.text(line).moveDown(0.3);
  doc.end();
  return done;
}
