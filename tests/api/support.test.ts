// Contract of the support lookups: complaint types and checklist, products with colours, order
// dates (the order's owner only), product manuals (real PDFs for every listed model) and the service centre tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import {
  ChecklistItem,
  ComplaintProduct,
  ComplaintType,
  ManualCategory,
  OrderDate,
  ServiceCentreCountry,
} from './content-contract.ts';
import { ProductListItem } from './contract.ts';
import { authed, login } from './account-helpers.ts';
import { expectError, getOk, request } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

describe('complaint form data', () => {
  it('lists complaint types, type 5 among them, and a checklist of several items', async () => {
    const types = await getOk(`${api}/CommonData/ComplaintList`, z.array(ComplaintType));
    expect(types.length).toBeGreaterThanOrEqual(5);
    expect(types.find((t) => t.id === 5)?.complaint).toMatch(/power/i);
    const checklist = await getOk(`${api}/CommonData/Check_list`, z.array(ChecklistItem));
    expect(checklist.length).toBeGreaterThanOrEqual(3);
    expect(new Set(checklist.map((c) => c.id)).size).toBe(checklist.length);
  });

  it('lists every listed product once, with its colours', async () => {
    const products = await getOk(`${api}/CommonData/ComplaintProductList`, z.array(ComplaintProduct));
    const items = await getOk(`${api}/product/items`, z.array(ProductListItem));
    expect(products.map((p) => p.p_id).sort()).toEqual(items.map((i) => i._id).sort());
    expect(products.find((p) => p.model === 'AR-300')).toEqual({
      p_id: 101,
      productname: 'Aura Ring Gen 3',
      model: 'AR-300',
      pColor: [
        { id: 1011, colorName: 'Midnight Black' },
        { id: 1012, colorName: 'Silver' },
        { id: 1013, colorName: 'Rose Gold' },
      ],
    });
  });
});

describe('GET /api/CommonData/GetOrderDate', () => {
  it("gives the order's owner the date of their order", async () => {
    const aarav = await login(api, 'aarav@example.com');
    expect(OrderDate.parse((await authed(`${api}/CommonData/GetOrderDate?OrderID=LUM2510180001`, aarav)).body)).toEqual(
      { orderDate: '2025-10-18' },
    );
    const priya = await login(api, 'priya@example.com');
    expect(OrderDate.parse((await authed(`${api}/CommonData/GetOrderDate?orderid=LUM2601080003`, priya)).body)).toEqual(
      { orderDate: '2026-01-08' },
    );
  });

  it('refuses a guest (401) and answers another customer as for an unknown order (404)', async () => {
    await expectError(`${api}/CommonData/GetOrderDate?OrderID=LUM2510180001`, 401);
    const priya = await login(api, 'priya@example.com');
    await expectError(authed(`${api}/CommonData/GetOrderDate?OrderID=LUM2510180001`, priya), 404);
    await expectError(authed(`${api}/CommonData/GetOrderDate?OrderID=LUM0000000000`, priya), 404);
  });

  it('answers 400 without an order id', async () => {
    const priya = await login(api, 'priya@example.com');
    await expectError(authed(`${api}/CommonData/GetOrderDate?OrderID=`, priya), 400);
    await expectError(authed(`${api}/CommonData/GetOrderDate`, priya), 400);
  });
});

describe('product manuals', () => {
  it('has a manual for every listed model, grouped by category in menu order', async () => {
    const manuals = await getOk(`${api}/CommonData/product_manual`, z.array(ManualCategory));
    const categories = await getOk(
      `${api}/Category/Get_category`,
      z.array(z.object({ id: z.number(), name: z.string() })),
    );
    expect(manuals.map((m) => m.cat_name)).toEqual(categories.map((c) => c.name));
    const items = await getOk(`${api}/product/items`, z.array(ProductListItem));
    const models = manuals.flatMap((m) => m.product_manual_list.map((p) => p.modal_name));
    expect(models.sort()).toEqual(items.map((i) => i.txt_Model).sort());
  });

  it('serves each manual as a real PDF naming its product', async () => {
    const manuals = await getOk(`${api}/CommonData/product_manual`, z.array(ManualCategory));
    for (const entry of manuals.map((m) => m.product_manual_list[0]!)) {
      const response = await fetch(`${upstream.url}${entry.modal_file}`);
      expect(response.status, entry.modal_file).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
      expect(bytes.toString('latin1')).toContain(`(${entry.product_name} \\(${entry.modal_name}\\) user manual)`);
    }
  });

  it('answers 404 for an unknown manual and 400 for a name that is not one', async () => {
    expect((await request(`${upstream.url}/files/manuals/zz-999.pdf`)).status).toBe(404);
    expect((await request(`${upstream.url}/files/manuals/..%2Fshop.db`)).status).toBe(400);
    expect((await request(`${upstream.url}/files/manuals/ar-300.exe`)).status).toBe(400);
  });
});

describe('GET /api/CommonData/Get_ServiceCenter_By_Pincode', () => {
  it('gives the tree country > state > city > centres with the contract names, India and two more countries', async () => {
    const tree = await getOk(`${api}/CommonData/Get_ServiceCenter_By_Pincode`, z.array(ServiceCentreCountry));
    expect(tree.length).toBeGreaterThanOrEqual(3);
    expect(tree[0]?.countrtname).toBe('India');
    const india = tree[0]!;
    expect(india.service_center_state.length).toBeGreaterThanOrEqual(5);
    const karnataka = india.service_center_state.find((s) => s.state === 'Karnataka');
    expect(karnataka?.service_center_city.map((c) => c.city)).toEqual(expect.arrayContaining(['Bengaluru', 'Mysuru']));
    for (const country of tree) {
      for (const state of country.service_center_state) {
        for (const city of state.service_center_city)
          for (const centre of city.service_Center) expect(centre.stateName).toBe(state.state);
      }
    }
  });
});
