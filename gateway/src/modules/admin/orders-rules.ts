// Rules of the console's orders on the gateway's side: the lifecycle states as the schema's enum,
// the page count of a list, the upstream query of a list's arguments and the userErrors of a
// transition's refused orders. Pure; tested beside.
import { ORDER_STATE_LABELS, type OrderState } from '@shop/commerce/checkout/order-lifecycle';
import type { GetApiAdminOrdersData, GetApiAdminOrdersExportLinkData } from '../../generated/upstream/types.gen.ts';
import type { UserError } from '../../graphql/user-errors.ts';

export type OrderStatusEnum = Uppercase<OrderState>;

export function statusEnum(state: OrderState): OrderStatusEnum {
  return state.toUpperCase() as OrderStatusEnum;
}

export function stateOf(status: OrderStatusEnum): OrderState {
  return status.toLowerCase() as OrderState;
}

export function statusLabel(state: OrderState): string {
  return ORDER_STATE_LABELS[state];
}

/** How many pages `total` rows fill at `first` a page; an empty list is one (empty) page. */
export function pageCount(total: number, first: number): number {
  return Math.max(1, Math.ceil(total / first));
}

export type OrderSortEnum = 'DATE_DESC' | 'DATE_ASC' | 'AMOUNT_DESC' | 'AMOUNT_ASC';

export interface OrderListFilter {
  statuses?: readonly OrderStatusEnum[] | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  paymentMode?: 'PREPAID' | 'CASH_ON_DELIVERY' | null | undefined;
  pincode?: string | null | undefined;
  state?: string | null | undefined;
  partnerCode?: string | null | undefined;
}

/** Upstream's query of a page of the list (GET /api/Admin/Orders). */
export type OrderListQuery = NonNullable<GetApiAdminOrdersData['query']>;
/** Upstream's query of the list's filter, sort and search (the export takes it alone). */
export type OrderFilterQuery = NonNullable<GetApiAdminOrdersExportLinkData['query']>;

/**
 * The upstream query (GET /api/Admin/Orders and its export) of a list's filter, sort and search;
 * what is not asked for is undefined (left out of the query string).
 */
export function orderListQuery(
  filter: OrderListFilter | null | undefined,
  sort: OrderSortEnum,
  search: string | null | undefined,
): OrderFilterQuery {
  const f = filter ?? {};
  const statuses = [...new Set((f.statuses ?? []).map(stateOf))];
  return {
    status: statuses.length > 0 ? statuses.join(',') : undefined,
    from: f.dateFrom ?? undefined,
    to: f.dateTo ?? undefined,
    paymentMode: f.paymentMode === 'PREPAID' ? 'prepaid' : f.paymentMode === 'CASH_ON_DELIVERY' ? 'cod' : undefined,
    pincode: f.pincode ?? undefined,
    state: f.state ?? undefined,
    partner: f.partnerCode ?? undefined,
    search: search && search.trim() !== '' ? search.trim() : undefined,
    sort: sort.toLowerCase() as Lowercase<OrderSortEnum>,
  };
}

export interface TransitionOutcome {
  orderId: string;
  ok: boolean;
  code: string | null;
  message: string | null;
  /** The shipment field the refusal is about (courierName, awbNumber, trackingUrl), else null. */
  field: string | null;
}

/**
 * One userError per refused order: on the shipment's field of that order when the refusal names
 * one and the order came with its own shipment, on the common field when it names one, else on
 * the order in orderIds.
 */
export function transitionUserErrors(
  outcomes: readonly TransitionOutcome[],
  ownShipments: ReadonlySet<string>,
): UserError[] {
  return outcomes
    .filter((o) => !o.ok)
    .map((o) => {
      const field =
        o.field === null
          ? ['orderIds', o.orderId]
          : ownShipments.has(o.orderId)
            ? ['shipments', o.orderId, o.field]
            : [o.field];
      return { field, message: o.message ?? 'This order cannot move to that status now.', code: o.code ?? 'INVALID' };
    });
}
