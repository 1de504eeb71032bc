// Tax invoices as PDF at /files/invoices/{order}.pdf?expires=...&signature=...: the signed,
// expiring links that only the owner's order list hands out (domain/invoice-link.ts). A link that
// is forged, altered, expired or for an order without an invoice is refused (403), so nobody can
// probe for other customers' orders. Rendered from the order as recorded, never cached publicly.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REST_CHECKOUT_MESSAGES as M } from '../domain/checkout-constants.ts';
import { HttpError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { ErrorBody } from './schemas/common.ts';

const INVOICE_FILE = /^([A-Z]{3}\d{10,})\.pdf$/;

export const checkoutInvoiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/files/invoices/:name',
    {
      schema: {
        tags: ['orders'],
        summary: 'The tax invoice of an order (PDF), through a signed link that expires',
        params: z.object({
          name: z.string().regex(INVOICE_FILE, 'Expected an invoice name such as LUM2510180001.pdf'),
        }),
        querystring: z.object({
          expires: z
            .string()
            .regex(/^\d{1,12}$/)
            .transform(Number),
          signature: z.string().max(128),
        }),
        response: { 200: z.any().describe('PDF bytes'), 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const orderId = INVOICE_FILE.exec(request.params.name)?.[1] ?? '';
      const { expires, signature } = request.query;
      const invoice = await ctx.orderViews.invoicePdf(orderId, expires, signature);
      if (!invoice) throw new HttpError(403, M.invoiceLinkInvalid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.invoiceNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(invoice.pdf);
    },
  );
};
