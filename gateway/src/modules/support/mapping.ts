// The support answers from upstream: each parsed by the zod schema generated from upstream's
// OpenAPI document (generated/upstream/zod.gen.ts) and renamed here to the gateway's models.
// Nothing outside the support client sees these names.
import { requiresChecklist } from '@shop/commerce/support/complaint-form';
// The service centre tree is the package's shape, which the GraphQL types match.
import type { ServiceCentreCountry } from '@shop/commerce/support/service-centres';
import type {
  ChecklistItem as ChecklistItemWire,
  ComplaintProduct as ComplaintProductWire,
  ComplaintRow,
  ComplaintType as ComplaintTypeWire,
  ManualCategory as ManualCategoryWire,
  ServiceCentreCountry as ServiceCentreCountryWire,
} from '../../generated/upstream/types.gen.ts';
import {
  zGetApiCommonDataCheckListResponse,
  zGetApiCommonDataComplaintListResponse,
  zGetApiCommonDataComplaintProductListResponse,
  zGetApiCommonDataGetOrderDateResponse,
  zGetApiCommonDataGetServiceCenterByPincodeResponse,
  zGetApiCommonDataMyComplaintsResponse,
  zGetApiCommonDataProductManualResponse,
  zPostApiCommonDataAddComplaintResponse,
  zPostApiCommonDataSearchComplaintResponse,
} from '../../generated/upstream/zod.gen.ts';
import { safeLink } from '../../rest/safe-html.ts';
import type { ChecklistItem, Complaint, ComplaintProduct, ComplaintType, ManualCategory } from './models.ts';

const toComplaintType = (raw: ComplaintTypeWire): ComplaintType => ({
  id: raw.id,
  name: raw.complaint,
  requiresChecklist: requiresChecklist(raw.id),
});

const toComplaintProduct = (raw: ComplaintProductWire): ComplaintProduct => ({
  id: raw.p_id,
  name: raw.productname,
  colors: raw.pColor.map((color) => ({ id: color.id, name: color.colorName })),
});

const toChecklistItem = (raw: ChecklistItemWire): ChecklistItem => ({ id: raw.id, text: raw.chkList });

const toComplaint = (raw: ComplaintRow): Complaint => ({
  ticketNumber: raw.ticket_No,
  contactName: raw.contact_Name,
  email: raw.email,
  phone: raw.phone,
  model: raw.txT_MODEL,
  complaintType: raw.complaint,
  attributes: raw.attributeValues,
  orderId: raw.order_Id,
  invoiceNumber: raw.invoice_Number,
  createdAt: raw.c_DATE,
  status: raw.status,
  replies: raw.replies.map((reply) => ({ message: reply.message, createdAt: reply.c_DATE })),
});

/** A category's manuals, those with a file URL the storefront may link only. */
const toManualCategory = (raw: ManualCategoryWire): ManualCategory => ({
  categoryName: raw.cat_name,
  manuals: raw.product_manual_list.flatMap((manual) => {
    const fileUrl = safeLink(manual.modal_file);
    return fileUrl ? [{ model: manual.modal_name, productName: manual.product_name, fileUrl }] : [];
  }),
});

const toServiceCentreCountry = (raw: ServiceCentreCountryWire): ServiceCentreCountry => ({
  name: raw.countrtname,
  states: raw.service_center_state.map((state) => ({
    name: state.state,
    cities: state.service_center_city.map((city) => ({
      name: city.city,
      centres: city.service_Center.map((centre) => ({
        stateName: centre.stateName,
        partnerName: centre.asPname,
        address: centre.address,
        contactPerson: centre.contactPerson,
        mobile: centre.mobileNo,
        email: centre.emailid,
      })),
    })),
  })),
});

export const complaintTypeListSchema = zGetApiCommonDataComplaintListResponse.transform((list) =>
  list.map(toComplaintType),
);

export const complaintProductListSchema = zGetApiCommonDataComplaintProductListResponse.transform((list) =>
  list.map(toComplaintProduct),
);

export const checklistSchema = zGetApiCommonDataCheckListResponse.transform((list) => list.map(toChecklistItem));

/** GetOrderDate: the order's purchase date, YYYY-MM-DD. */
export const orderDateSchema = zGetApiCommonDataGetOrderDateResponse.transform((raw) => raw.orderDate);

/** MyComplaints: the customer's requests, newest first. */
export const myComplaintsSchema = zGetApiCommonDataMyComplaintsResponse.transform((list) => list.map(toComplaint));

/** SearchComplaint: the tracked request (a list of at most one). */
export const trackedComplaintsSchema = zPostApiCommonDataSearchComplaintResponse.transform((list) =>
  list.map(toComplaint),
);

/** Add_Complaint: the new request's ticket number. */
export const complaintRegisteredSchema = zPostApiCommonDataAddComplaintResponse.transform((raw) => raw.ticket_No);

export const manualListSchema = zGetApiCommonDataProductManualResponse.transform((list) => list.map(toManualCategory));

export const serviceCentreTreeSchema = zGetApiCommonDataGetServiceCenterByPincodeResponse.transform((list) =>
  list.map(toServiceCentreCountry),
);
