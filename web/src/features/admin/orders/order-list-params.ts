// The order list's URL and its GraphQL variables: the states (repeated `status`), order days
// (`from`, `to`), payment mode (`pay`), pincode, state, partner code, search (`q`) and sort. Values
// that are not well formed are left out, so a hand-edited URL shows the list, never an error. Pure;
// tested beside.
import { ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from '@shop/commerce/checkout/order-lifecycle';
import { isPincode } from '@shop/commerce/contact';
import { isCalendarDate } from '@shop/commerce/shop-time';
import type { AdminOrderFilter, AdminOrderSort, OrderLifecycleStatus } from '@/generated/graphql.ts';
import type { ListParams } from '@/features/admin/lib/use-list-params.ts';

export const STATUS_OPTIONS: ReadonlyArray<{ value: OrderLifecycleStatus; label: string }> = ORDER_STATES.map((s) => ({
  value: s.toUpperCase() as OrderLifecycleStatus,
  label: ORDER_STATE_LABELS[s],
}));

export const SORT_OPTIONS: ReadonlyArray<{ value: AdminOrderSort; label: string }> = [
  { value: 'DATE_DESC', label: 'Newest first' },
  { value: 'DATE_ASC', label: 'Oldest first' },
  { value: 'AMOUNT_DESC', label: 'Amount, high to low' },
  { value: 'AMOUNT_ASC', label: 'Amount, low to high' },
];

export const PAYMENT_OPTIONS = [
  { value: 'cod', label: 'Cash on delivery' },
  { value: 'prepaid', label: 'Prepaid' },
] as const;

const PARTNER_CODE = /^[A-Za-z0-9]{3,20}$/;
const SEARCH_MAX = 100;

export function isOrderStatus(value: string): value is OrderLifecycleStatus {
  return STATUS_OPTIONS.some((o) => o.value === value);
}

export function statusLabelOf(status: OrderLifecycleStatus): string {
  return ORDER_STATE_LABELS[status.toLowerCase() as OrderState];
}

export interface OrderListVariables {
  page: number;
  first: number;
  sort: AdminOrderSort;
  search: string | null;
  filter: AdminOrderFilter;
}

/** The list's query variables from its URL. */
export function orderListVariables(params: ListParams): OrderListVariables {
  const f = params.filters;
  const statuses = [...new Set(params.getAll('status').map((s) => s.toUpperCase()))].filter(isOrderStatus);
  const day = (value: string | undefined) => (value && isCalendarDate(value) ? value : null);
  let dateFrom = day(f.from);
  let dateTo = day(f.to);
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  const sort = SORT_OPTIONS.find((o) => o.value === params.sort)?.value ?? 'DATE_DESC';
  const q = params.q.trim().slice(0, SEARCH_MAX);
  return {
    page: params.page,
    first: params.first,
    sort,
    search: q === '' ? null : q,
    filter: {
      statuses: statuses.length > 0 ? statuses : null,
      dateFrom,
      dateTo,
      paymentMode: f.pay === 'cod' ? 'CASH_ON_DELIVERY' : f.pay === 'prepaid' ? 'PREPAID' : null,
      pincode: f.pincode && isPincode(f.pincode) ? f.pincode : null,
      state: f.state?.trim() ? f.state.trim().slice(0, 120) : null,
      partnerCode: f.partner && PARTNER_CODE.test(f.partner) ? f.partner.toUpperCase() : null,
    },
  };
}

/** How many filters are on (the search and sort aside): the filter button's count. */
export function activeFilterCount(filter: AdminOrderFilter): number {
  return [
    filter.statuses?.length ? 1 : 0,
    filter.dateFrom || filter.dateTo ? 1 : 0,
    filter.paymentMode ? 1 : 0,
    filter.pincode ? 1 : 0,
    filter.state ? 1 : 0,
    filter.partnerCode ? 1 : 0,
  ].reduce((a, b) => a + b, 0);
}
