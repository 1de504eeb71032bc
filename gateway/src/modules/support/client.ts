// The support domain's typed client: one method per REST endpoint of the contract. The forms go
// out as multipart with the contract's field names and the checked file under the gateway's name;
// upstream 400 becomes a typed refusal with upstream's message; other failures throw (UPSTREAM_*)
// except product registration, whose failure the spec words ('Failed to register product.').
import { FormData } from 'undici';
import { appendFile } from '../../graphql/file-upload.ts';
import type { RaiseComplaint, RegisterProduct } from './inputs.ts';
import type {
  ChecklistItem,
  Complaint,
  ComplaintProduct,
  ComplaintType,
  ManualCategory,
  ServiceCentreCountry,
} from './models.ts';
import { messageOf } from '../../rest/error-body.ts';
import type { UpstreamCall, UpstreamClient } from '../../rest/client.ts';
import {
  checklistSchema,
  complaintListSchema,
  complaintProductListSchema,
  complaintRegisteredSchema,
  complaintTypeListSchema,
  manualListSchema,
  orderDateSchema,
  serviceCentreTreeSchema,
} from './schemas.ts';

export type ComplaintResult =
  { kind: 'ok'; ticketNumber: string | null } | { kind: 'rejected'; message: string | null };
export type RegistrationResult = { kind: 'ok' } | { kind: 'rejected'; message: string | null } | { kind: 'failed' };

const ok = (status: number) => status >= 200 && status < 300;

export class SupportClient {
  constructor(private readonly http: UpstreamClient) {}

  async complaintTypes(): Promise<ComplaintType[]> {
    return (await this.http.get('/api/CommonData/ComplaintList', {}, complaintTypeListSchema)) ?? [];
  }

  async complaintProducts(): Promise<ComplaintProduct[]> {
    return (await this.http.get('/api/CommonData/ComplaintProductList', {}, complaintProductListSchema)) ?? [];
  }

  async checklist(): Promise<ChecklistItem[]> {
    return (await this.http.get('/api/CommonData/Check_list', {}, checklistSchema)) ?? [];
  }

  /** YYYY-MM-DD, or null when upstream knows no such order (404). */
  orderDate(orderId: string): Promise<string | null> {
    return this.http.get('/api/CommonData/GetOrderDate', { OrderID: orderId }, orderDateSchema);
  }

  async manuals(): Promise<ManualCategory[]> {
    return (await this.http.get('/api/CommonData/product_manual', {}, manualListSchema)) ?? [];
  }

  async serviceCentres(): Promise<ServiceCentreCountry[]> {
    return (await this.http.get('/api/CommonData/Get_ServiceCenter_By_Pincode', {}, serviceCentreTreeSchema)) ?? [];
  }

  /** SearchComplaint (multipart field val); null when upstream refuses the value (400). */
  async searchComplaints(emailOrPhone: string): Promise<Complaint[] | null> {
    const form = new FormData();
    form.append('val', emailOrPhone);
    const call: UpstreamCall = { method: 'POST', path: '/api/CommonData/SearchComplaint', form };
    const answer = await this.http.send(call);
    if (ok(answer.status)) return this.http.parse(call, answer, complaintListSchema);
    if (answer.status === 400) return null;
    throw this.http.unexpected(call, answer);
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
      Purchased_Date: input.purchaseDate,
      Invoice_Number: input.invoiceNumber,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const item of input.checklistItemIds) form.append('checklist', String(item));
    if (input.attachment) appendFile(form, 'attachment', input.attachment);
    const call: UpstreamCall = { method: 'POST', path: '/api/CommonData/Add_Complaint', form };
    const answer = await this.http.send(call);
    if (ok(answer.status))
      return { kind: 'ok', ticketNumber: this.http.parse(call, answer, complaintRegisteredSchema).ticket_No };
    if (answer.status === 400 || answer.status === 413) return { kind: 'rejected', message: messageOf(answer.body) };
    throw this.http.unexpected(call, answer);
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
    const call: UpstreamCall = { method: 'POST', path: '/api/Product/productregistration', form };
    const answer = await this.http.send(call);
    if (ok(answer.status)) return { kind: 'ok' };
    if (answer.status === 400 || answer.status === 413) return { kind: 'rejected', message: messageOf(answer.body) };
    this.http.unexpected(call, answer);
    return { kind: 'failed' };
  }
}
