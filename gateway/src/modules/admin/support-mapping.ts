// The console's support answers from upstream (/api/Admin/Requests..., /api/Admin/Registrations),
// each parsed by the zod schema generated from upstream's OpenAPI document and renamed here to the
// GraphQL shapes: statuses as the enum with their labels, amounts as Money.
import { toMoney } from '@shop/commerce/money';
import type { RequestDetail, RequestQueueAnswer } from '../../generated/upstream/types.gen.ts';
import {
  zGetApiAdminRegistrationsResponse,
  zGetApiAdminRequestsByIdResponse,
  zGetApiAdminRequestsResponse,
  zPostApiAdminRequestsReplyResponse,
  zPostApiAdminRequestsStatusResponse,
} from '../../generated/upstream/zod.gen.ts';
import { statusEnum, statusLabel, type ServiceRequestStatusEnum } from './support-rules.ts';

type WithStatus<T> = Omit<T, 'status'> & { status: ServiceRequestStatusEnum; statusLabel: string };

const withStatus = <T extends { status: string }>(row: T): WithStatus<T> => ({
  ...row,
  status: statusEnum(row.status),
  statusLabel: statusLabel(row.status),
});

const toRequestPage = (a: RequestQueueAnswer) => ({ items: a.items.map(withStatus), total: a.total });

const toRequestDetail = (r: RequestDetail) => ({
  ...withStatus(r),
  nextStatuses: r.nextStatuses.map(statusEnum),
  order: r.order
    ? {
        orderNumber: r.order.orderNumber,
        orderDate: r.order.orderDate,
        status: r.order.status,
        amount: toMoney(r.order.amount, r.order.currency),
        customerId: r.order.customerId,
      }
    : null,
});
export type AdminServiceRequestDetail = ReturnType<typeof toRequestDetail>;

export const requestPageSchema = zGetApiAdminRequestsResponse.transform(toRequestPage);
export const requestDetailSchema = zGetApiAdminRequestsByIdResponse.transform(toRequestDetail);
export const statusSetSchema = zPostApiAdminRequestsStatusResponse.transform(toRequestDetail);
export const repliedSchema = zPostApiAdminRequestsReplyResponse.transform(toRequestDetail);
export const registrationPageSchema = zGetApiAdminRegistrationsResponse;
