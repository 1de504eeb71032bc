// The support domain's typed client: one method per REST endpoint of the contract. The forms go
// out as multipart with the contract's field names and the checked file under the gateway's name;
// upstream 400 becomes a typed refusal with upstream's message; other failures throw (UPSTREAM_*)
// except product registration, whose failure the spec words ('Failed to register product.').
import { FormData } from 'undici';
import type { GetApiCommonDataGetOrderDateData } from '../../generated/upstream/types.gen.ts';
import { appendFile } from '../../graphql/file-upload.ts';
import type { RestClient } from '../../rest/client.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { RaiseComplaint, RegisterProduct } from './inputs.ts';
import type { ChecklistItem, Complaint, ComplaintProduct, ComplaintType, ManualCategory } from './models.ts';
// The service centre tree is the package's shape, which the GraphQL types match.
import type { ServiceCentreCountry } from '@shop/commerce/support/service-centres';
import {
  checklistSchema,
  complaintProductListSchema,
  complaintRegisteredSchema,
  complaintTypeListSchema,
  manualListSchema,
  myComplaintsSchema,
  orderDateSchema,
  serviceCentreTreeSchema,
  trackedComplaintsSchema,
} from './mapping.ts';

export type ComplaintResult = { kind: 'ok'; ticketNumber: string } | { kind: 'rejected'; message: string | null };
export type OrderDateResult = { kind: 'ok'; date: string | null } | { kind: 'unauthorized' };
export type RegistrationResult = { kind: 'ok' } | { kind: 'rejected'; message: string | null } | { kind: 'failed' };

/** 400 (a field upstream refuses) and 413 (a file too large): upstream's message. */
const rejected = (answer: StatusAnswer) => ({ kind: 'rejected' as const, message: answer.message });

export class SupportClient {
  constructor(private readonly rest: RestClient) {}

  async complaintTypes(): Promise<ComplaintType[]> {
    return (await this.rest.get('/api/CommonData/ComplaintList', {}, complaintTypeListSchema)) ?? [];
  }

  async complaintProducts(): Promise<ComplaintProduct[]> {
    return (await this.rest.get('/api/CommonData/ComplaintProductList', {}, complaintProductListSchema)) ?? [];
  }

  async checklist(): Promise<ChecklistItem[]> {
    return (await this.rest.get('/api/CommonData/Check_list', {}, checklistSchema)) ?? [];
  }

  /** YYYY-MM-DD of one of the customer's orders; null for an unknown order or another's (404). */
  orderDate(token: string, orderId: string): Promise<OrderDateResult> {
    const query = { OrderID: orderId } satisfies GetApiCommonDataGetOrderDateData['query'];
    return this.rest.send<OrderDateResult>(
      { method: 'GET', path: '/api/CommonData/GetOrderDate', query, token },
      {
        ok: (answer) => ({ kind: 'ok', date: answer.parse(orderDateSchema) }),
        404: () => ({ kind: 'ok', date: null }),
        401: () => ({ kind: 'unauthorized' }),
      },
    );
  }

  /** MyComplaints: the requests about the customer's orders; unauthorized when upstream refuses the token. */
  myComplaints(token: string): Promise<Complaint[] | { kind: 'unauthorized' }> {
    return this.rest.send<Complaint[] | { kind: 'unauthorized' }>(
      { method: 'GET', path: '/api/CommonData/MyComplaints', token },
      { ok: parsed(myComplaintsSchema), 401: () => ({ kind: 'unauthorized' }) },
    );
  }

  async manuals(): Promise<ManualCategory[]> {
    return (await this.rest.get('/api/CommonData/product_manual', {}, manualListSchema)) ?? [];
  }

  async serviceCentres(): Promise<ServiceCentreCountry[]> {
    return (await this.rest.get('/api/CommonData/Get_ServiceCenter_By_Pincode', {}, serviceCentreTreeSchema)) ?? [];
  }

  /** SearchComplaint (multipart fields ticket_No and val); null when upstream refuses a value (400). */
  async trackComplaint(ticketNumber: string, emailOrPhone: string): Promise<Complaint[] | null> {
    const form = new FormData();
    form.append('ticket_No', ticketNumber);
    form.append('val', emailOrPhone);
    return this.rest.send(
      { method: 'POST', path: '/api/CommonData/SearchComplaint', form },
      { ok: parsed(trackedComplaintsSchema), 400: () => null },
    );
  }

  async raiseComplaint(input: RaiseComplaint): Promise<ComplaintResult> {
    const form = new FormData();
    const fields: Record<string, string> = {
      complaint: String(input.complaintTypeId),
      product_id: String(input.productId),
      color_id: String(input.colorId),
      contact_Name: input.contactName,
      email: input.email,
      Phone: input.phone,
      Address: input.address,
      Pincode: input.pincode,
      City: input.city,
      State: input.state,
      Country: input.country,
      Order_Id: input.orderId,
      Subject: input.subject,
      Describe: input.description,
      Purchased_Date: input.purchaseDate ?? '',
      Invoice_Number: input.invoiceNumber,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const item of input.checklistItemIds) form.append('checklist', String(item));
    if (input.attachment) appendFile(form, 'attachment', input.attachment);
    return this.rest.send<ComplaintResult>(
      { method: 'POST', path: '/api/CommonData/Add_Complaint', form },
      {
        ok: (answer) => ({ kind: 'ok', ticketNumber: answer.parse(complaintRegisteredSchema) }),
        400: rejected,
        413: rejected,
      },
    );
  }

  async registerProduct(input: RegisterProduct): Promise<RegistrationResult> {
    const form = new FormData();
    const fields: Record<string, string> = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      mobile: input.mobile,
      productId: String(input.productId),
      invoiceDate: input.invoiceDate,
      comments: input.comments,
      subscribe: String(input.subscribe),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    appendFile(form, 'invoiceFile', input.invoiceFile);
    return this.rest.send<RegistrationResult>(
      { method: 'POST', path: '/api/Product/productregistration', form },
      { ok: () => ({ kind: 'ok' }), 400: rejected, 413: rejected, unexpected: () => ({ kind: 'failed' }) },
    );
  }
}
