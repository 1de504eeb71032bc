// The order domain's typed client: the customer's order history (whole or a page), one order and
// pre-bookings.
// A 401 is null (the session becomes a guest); an unknown or another customer's order is null (404).
import type { z } from 'zod';
import type { RestCall, RestClient } from '../../rest/client.ts';
import { parsed } from '../../rest/status-table.ts';
import type { OrderDetail, OrderRow, PreBooking } from './models.ts';
import { orderDetailSchema, orderListSchema, orderPageSchema, preBookingListSchema } from './order-mapping.ts';

export class OrderClient {
  constructor(private readonly rest: RestClient) {}

  orders(token: string): Promise<OrderRow[] | null> {
    return this.read({ method: 'GET', path: '/api/MyAccount/Order_Details', token }, orderListSchema);
  }

  /** One page of the history (page from 1, `first` orders) with the count of all. */
  orderPage(token: string, page: number, first: number): Promise<{ items: OrderRow[]; total: number } | null> {
    return this.read(
      { method: 'GET', path: '/api/MyAccount/Order_Details_Page', query: { page, first }, token },
      orderPageSchema,
    );
  }

  order(token: string, orderId: string): Promise<OrderDetail | null> {
    return this.read(
      { method: 'GET', path: '/api/MyAccount/Order_Details_ID', query: { o_id: orderId }, token },
      orderDetailSchema,
    );
  }

  preBookings(token: string): Promise<PreBooking[] | null> {
    return this.read({ method: 'GET', path: '/api/MyAccount/PreBookDetails', token }, preBookingListSchema);
  }

  private read<T>(call: RestCall, schema: z.ZodType<T>): Promise<T | null> {
    return this.rest.send(call, { ok: parsed(schema), 401: () => null, 404: () => null });
  }
}
