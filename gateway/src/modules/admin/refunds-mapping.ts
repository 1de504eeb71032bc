// The console's refunds from upstream (/api/Admin/Refunds), parsed by the zod schema generated from
// upstream's OpenAPI document and shaped as the model: the amount as Money.
import { toMoney } from '@shop/commerce/money';
import type { RefundRow } from '../../generated/upstream/types.gen.ts';
import { zGetApiAdminRefundsResponse } from '../../generated/upstream/zod.gen.ts';
import type { AdminRefund } from './models.ts';

const toRefund = ({ amount, currency, ...rest }: RefundRow): AdminRefund => ({
  ...rest,
  amount: toMoney(amount, currency),
});

export interface AdminRefundPage {
  items: AdminRefund[];
  total: number;
}

export const refundPageSchema = zGetApiAdminRefundsResponse.transform((raw): AdminRefundPage => ({
  items: raw.items.map(toRefund),
  total: raw.total,
}));
