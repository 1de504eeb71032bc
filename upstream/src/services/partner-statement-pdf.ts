// A partner's monthly statement as a PDF (A4, pdfkit's standard fonts, amounts with the currency
// code: the standard fonts have no rupee sign): the incentives credited in the month with their
// state now, the incentives paid in the month, the month's payouts, and the totals.
import PDFDocument from 'pdfkit';
import { fromPaise, toPaise } from '@shop/commerce/money';
import { SHOP_NAME } from '@shop/commerce/company';
import { shopDate } from '@shop/commerce/shop-time';
import { formatShopDate } from '@shop/commerce/dates';

const MARGIN = 48;
const ACCENT = '#1f4e79';
const money = (amount: number) =>
  `INR ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const sum = (amounts: number[]) => fromPaise(amounts.reduce((total, a) => total + toPaise(a), 0));

export interface StatementIncentive {
  orderId: string;
  createdAt: string;
  status: string;
  role: 'referrer' | 'master';
  base: number;
  percent: number;
  amount: number;
  paidAt: string | null;
}

export interface StatementContent {
  partner: { name: string; code: string };
  /** YYYY-MM */
  month: string;
  incentives: StatementIncentive[];
  payouts: Array<{ period: string; amount: number; bankReference: string | null; paidAt: string | null }>;
}

export function renderStatementPdf(content: StatementContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Incentive statement ${content.month}`, Author: SHOP_NAME, Subject: content.partner.code },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const inMonth = (iso: string | null) => iso !== null && shopDate(iso).startsWith(content.month);
  const credited = content.incentives.filter((i) => inMonth(i.createdAt));
  const paid = content.incentives.filter((i) => inMonth(i.paidAt));
  const payouts = content.payouts.filter((p) => inMonth(p.paidAt));

  doc.font('Helvetica-Bold').fontSize(18).fillColor(ACCENT).text('INCENTIVE STATEMENT', { align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#333333')
    .text(`${SHOP_NAME} channel partner program`, { align: 'right' });
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#111111')
    .text(`${content.partner.name} (${content.partner.code})`);
  doc.font('Helvetica').fontSize(10).text(`Month: ${content.month}`);
  doc.moveDown();

  const table = (title: string, header: string[], rows: string[][], empty: string) => {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(title);
    doc.moveDown(0.3);
    if (rows.length === 0) doc.font('Helvetica').fontSize(9).fillColor('#555555').text(empty);
    else
      for (const [i, row] of [header, ...rows].entries())
        doc
          .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .fillColor('#111111')
          .text(row.join('   |   '));
    doc.moveDown();
  };

  table(
    'Incentives credited this month',
    ['Order', 'Date', 'Role', 'Base', '%', 'Incentive', 'State now'],
    credited.map((i) => [
      i.orderId,
      formatShopDate(i.createdAt),
      i.role === 'master' ? 'As Master' : 'Own',
      money(i.base),
      String(i.percent),
      money(i.amount),
      i.status,
    ]),
    'No incentives were credited this month.',
  );
  table(
    'Payouts made this month',
    ['Month paid for', 'Amount', 'Bank reference', 'Paid on'],
    payouts.map((p) => [p.period, money(p.amount), p.bankReference ?? '', formatShopDate(p.paidAt)]),
    'No payouts were made this month.',
  );

  doc.font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text('Totals');
  doc.font('Helvetica').fontSize(10).fillColor('#111111');
  doc.text(`Credited this month: ${money(sum(credited.map((i) => i.amount)))} (${credited.length} orders)`);
  doc.text(`Of which reversed: ${money(sum(credited.filter((i) => i.status === 'reversed').map((i) => i.amount)))}`);
  doc.text(`Paid this month: ${money(sum(paid.map((i) => i.amount)))}`);
  doc.moveDown();
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Incentives are computed on the order value net of discounts and GST. They are Pending until the order is delivered and its return window has passed, then Approved and paid with the next monthly payout; a cancelled or returned order reverses its incentive.',
    );
  doc.end();
  return done;
}
