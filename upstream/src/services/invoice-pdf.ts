// Renders a tax invoice (A4, standard Helvetica fonts) with pdfkit from its content. Amounts are
// written with the currency code (the standard fonts have no rupee sign). Deterministic: the
// document dates are the invoice date.
import PDFDocument from 'pdfkit';
import type { InvoiceContent } from './invoice-content.ts';
import { formatShopDate } from '@shop/commerce/dates';

const MARGIN = 48;
const ACCENT = '#1f4e79';
const COLUMNS = [
  { title: '#', width: 22, align: 'left' },
  { title: 'Item', width: 215, align: 'left' },
  { title: 'HSN', width: 58, align: 'left' },
  { title: 'Qty', width: 28, align: 'right' },
  { title: 'Rate', width: 62, align: 'right' },
  { title: 'Discount', width: 52, align: 'right' },
  { title: 'Amount', width: 62, align: 'right' },
] as const;

const money = (amount: number): string =>
  `${amount < 0 ? '-' : ''}${Math.abs(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function renderInvoicePdf(invoice: InvoiceContent): Promise<Buffer> {
  const date = new Date(`${invoice.invoiceDate}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Tax invoice ${invoice.invoiceNo}`,
      Author: invoice.seller.name,
      Subject: `Order ${invoice.orderId}`,
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).fillColor(ACCENT).text('TAX INVOICE', { align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#333333')
    .text(`Invoice no. ${invoice.invoiceNo}   Invoice date ${formatShopDate(invoice.invoiceDate)}`, { align: 'right' })
    .text(
      `Order no. ${invoice.orderId}   Order date ${formatShopDate(invoice.orderDate)}   Payment: ${invoice.paymentMode}`,
      {
        align: 'right',
      },
    );
  doc.moveDown(1);

  const top = doc.y;
  const half = (doc.page.width - MARGIN * 2) / 2;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text('Sold by', MARGIN, top);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(invoice.seller.name)
    .text(invoice.seller.address)
    .text(`${invoice.seller.state} (state code ${invoice.seller.stateCode})`)
    .text(`GSTIN ${invoice.seller.gstin}`)
    .text(invoice.seller.email);
  const left = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Billed to', MARGIN + half, top);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(invoice.buyer.name, MARGIN + half);
  for (const line of invoice.buyer.lines) doc.text(line, MARGIN + half);
  if (invoice.buyer.gstin) doc.text(`GSTIN ${invoice.buyer.gstin}`, MARGIN + half);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Shipped to', MARGIN + half)
    .font('Helvetica')
    .fontSize(9)
    .text(invoice.shipTo.name, MARGIN + half);
  for (const line of invoice.shipTo.lines) doc.text(line, MARGIN + half);
  doc.text(`Place of supply: ${invoice.placeOfSupply}`, MARGIN + half);
  doc.y = Math.max(doc.y, left) + 14;

  const row = (cells: readonly string[], bold = false) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i] ?? '', x, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
  };
  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  for (const r of invoice.rows) {
    row([
      String(r.position),
      r.description,
      r.hsn,
      String(r.units),
      money(r.unitPrice),
      money(r.discount),
      money(r.amount),
    ]);
  }
  doc.moveDown(0.6);

  const labelX = MARGIN + 300;
  const line = (label: string, amount: number, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .text(label, labelX, y, { width: 120 });
    doc.text(`${invoice.currency} ${money(amount)}`, labelX + 120, y, { width: 79, align: 'right' });
  };
  for (const t of invoice.totals) line(t.label, t.amount, t.label.startsWith('Total'));
  for (const t of invoice.taxes) line(t.label, t.amount);
  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666666')
    .text('Prices include GST. This is a computer-generated invoice and needs no signature.', MARGIN, doc.y, {
      width: doc.page.width - MARGIN * 2,
    });
  doc.end();
  return done;
}
