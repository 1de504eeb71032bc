// The order domain's typed client: the customer's order history, one order and pre-bookings.
// A 401 is null (the session becomes a guest); an unknown or another customer's order is null (404).
import type { OrderDetail, OrderRow, PreBooking } from './models.ts';
import type { UpstreamCall, UpstreamClient } from '../../rest/client.ts';
import { orderDetailSchema, orderListSchema, preBookingListSchema } from './order-schemas.ts';
import type { z } from 'zod';

export class OrderClient {
  constructor(private readonly http: UpstreamClient) {}

  orders(token: string): Promise<OrderRow[] | null> {
    return this.read({ method: 'GET', path: '/api/MyAccount/Order_Details', token }, orderListSchema);
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

  private async read<T>(call: UpstreamCall, schema: z.ZodType<T>): Promise<T | null> {
    const answer = await this.http.send(call);
    if (answer.status === 401 || answer.status === 404) return null;
    if (answer.status < 200 || answer.status >= 300) throw this.http.unexpected(call, answer);
    return this.http.parse(call, answer, schema);
  }
}
