// Demo customers with known passwords, a delivery and a billing address each, and a server cart
// for the first. Deterministic: fixed data, fixed timestamps and salts from a seeded PRNG.
import type { Kysely } from 'kysely';
import type { CartLine } from '@shop/commerce/cart/lines';
import { createRandom } from '../../domain/random.ts';
import { hashPassword } from '../../services/password.ts';
import type { Database } from '../schema.ts';
import type { AddressTable } from '../schema-accounts.ts';
import { offerIdsColumn } from '../queries/cart.ts';

export const DEMO_PASSWORD = 'Shop@1234';
const SEEDED_AT = '2026-01-15T10:00:00.000Z';
const SALT_SEED = 3003;

type AddressDef = Omit<AddressTable, 'id' | 'user_id' | 'created_at' | 'updated_at' | 'isprimary'> & {
  isprimary: number;
};

export interface DemoCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addresses: AddressDef[];
  cart: CartLine[];
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    firstName: 'Aarav',
    lastName: 'Sharma',
    email: 'aarav@example.com',
    phone: '9876543210',
    addresses: [
      {
        kind: 'delivery',
        fname: 'Aarav',
        lname: 'Sharma',
        deladdress: '14, 2nd Floor, Brigade Road, Shanthala Nagar',
        delcity: 'Bengaluru',
        delstate: 'Karnataka',
        country: 'India',
        pincode: '560001',
        mobile_no: '9876543210',
        emailid: 'aarav@example.com',
        gender: null,
        agegroup: null,
        isprimary: 1,
        gst: null,
      },
      {
        kind: 'billing',
        fname: 'Aarav',
        lname: 'Sharma',
        deladdress: '14, 2nd Floor, Brigade Road, Shanthala Nagar',
        delcity: 'Bengaluru',
        delstate: 'Karnataka',
        country: 'India',
        pincode: '560001',
        mobile_no: '9876543210',
        emailid: 'aarav@example.com',
        gender: 'Male',
        agegroup: '25-40',
        isprimary: 1,
        gst: null,
      },
    ],
    cart: [
      // The ring with its charging dock chosen at the offer price.
      { productId: 101, colorId: 1011, size: '8', strapId: 0, offerIds: [151], quantity: 1 },
      { productId: 301, colorId: 3013, size: '', strapId: 0, offerIds: [], quantity: 2 },
    ],
  },
  {
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya@example.com',
    phone: '9123456780',
    addresses: [
      {
        kind: 'delivery',
        fname: 'Priya',
        lname: 'Nair',
        deladdress: 'Flat 602, Sea View Apartments, Veer Nariman Road, Fort',
        delcity: 'Mumbai',
        delstate: 'Maharashtra',
        country: 'India',
        pincode: '400001',
        mobile_no: '9123456780',
        emailid: 'priya@example.com',
        gender: null,
        agegroup: null,
        isprimary: 1,
        gst: null,
      },
      {
        kind: 'billing',
        fname: 'Priya',
        lname: 'Nair',
        deladdress: '27/1142, Park Avenue, Marine Drive',
        delcity: 'Kochi',
        delstate: 'Kerala',
        country: 'India',
        pincode: '682001',
        mobile_no: '9123456780',
        emailid: 'priya@example.com',
        gender: 'Female',
        agegroup: '25-40',
        isprimary: 1,
        gst: null,
      },
    ],
    cart: [],
  },
];

export async function seedCustomers(db: Kysely<Database>): Promise<void> {
  const random = createRandom(SALT_SEED);
  for (const customer of DEMO_CUSTOMERS) {
    const salt = Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));
    const user = await db
      .insertInto('users')
      .values({
        name: `${customer.firstName} ${customer.lastName}`,
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.email,
        phone: customer.phone,
        password_hash: await hashPassword(DEMO_PASSWORD, salt),
        image_path: null,
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('addresses')
      .values(customer.addresses.map((a) => ({ ...a, user_id: user.id, created_at: SEEDED_AT, updated_at: SEEDED_AT })))
      .execute();
    for (const line of customer.cart) {
      await db
        .insertInto('cart_lines')
        .values({
          user_id: user.id,
          product_id: line.productId,
          color_id: line.colorId,
          size: line.size,
          strap_id: line.strapId,
          offer_ids: offerIdsColumn(line.offerIds),
          quantity: line.quantity,
          created_at: SEEDED_AT,
          updated_at: SEEDED_AT,
        })
        .execute();
    }
  }
}
