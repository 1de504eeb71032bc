import { describe, expect, it } from 'vitest';
import {
  complaintListSchema,
  complaintProductListSchema,
  complaintTypeListSchema,
  manualListSchema,
  orderDateSchema,
  serviceCentreTreeSchema,
} from './schemas.ts';

describe('support schemas', () => {
  it('renames complaint types (type 5 needs the checklist) and products with colours', () => {
    expect(
      complaintTypeListSchema.parse([
        { id: 4, complaint: 'Sound' },
        { id: 5, complaint: 'Dead' },
      ]),
    ).toEqual([
      { id: 4, name: 'Sound', requiresChecklist: false },
      { id: 5, name: 'Dead', requiresChecklist: true },
    ]);
    expect(
      complaintProductListSchema.parse([
        { p_id: 101, productname: 'Aura', model: 'AR-300', pColor: [{ id: 1011, colorName: 'Black' }] },
      ]),
    ).toEqual([{ id: 101, name: 'Aura', colors: [{ id: 1011, name: 'Black' }] }]);
    expect(orderDateSchema.parse({ orderDate: '2025-10-18T06:42:10Z' })).toBe('2025-10-18');
  });

  it('renames a complaint row', () => {
    const [row] = complaintListSchema.parse([
      {
        contact_Name: 'Aarav',
        email: 'a@b.co',
        phone: '9876543210',
        txT_MODEL: 'AR-300',
        complaint: 'Dead',
        attributeValues: 'Colour: Black',
        order_Id: 'LUM1',
        invoice_Number: 'INV',
        c_DATE: '2026-01-01T00:00:00Z',
        status: 'Open',
      },
    ]);
    expect(row).toEqual({
      ticketNumber: null,
      contactName: 'Aarav',
      email: 'a@b.co',
      phone: '9876543210',
      model: 'AR-300',
      complaintType: 'Dead',
      attributes: 'Colour: Black',
      orderId: 'LUM1',
      invoiceNumber: 'INV',
      createdAt: '2026-01-01T00:00:00Z',
      status: 'Open',
      replies: [],
    });
  });

  it("renames the support team's replies of a complaint row", () => {
    const [row] = complaintListSchema.parse([
      { status: 'Resolved', replies: [{ message: 'Fixed by an update.', c_DATE: '2026-01-02T00:00:00Z' }] },
    ]);
    expect(row?.replies).toEqual([{ message: 'Fixed by an update.', createdAt: '2026-01-02T00:00:00Z' }]);
  });

  it('keeps manuals with a safe file URL only, and builds the service centre tree', () => {
    expect(
      manualListSchema.parse([
        {
          cat_name: 'Rings',
          product_manual_list: [
            { modal_name: 'AR-300', modal_file: '/files/manuals/ar-300.pdf' },
            { modal_name: 'X', modal_file: 'javascript:x' },
          ],
        },
      ]),
    ).toEqual([
      {
        categoryName: 'Rings',
        manuals: [{ model: 'AR-300', productName: null, fileUrl: '/files/manuals/ar-300.pdf' }],
      },
    ]);
    const centre = {
      stateName: 'Dubai',
      asPname: 'Gulf Care',
      address: 'Bur Dubai',
      contactPerson: 'F',
      mobileNo: '+971',
      emailid: 'x@y.ae',
    };
    expect(
      serviceCentreTreeSchema.parse([
        {
          countrtname: 'UAE',
          service_center_state: [
            { state: 'Dubai', service_center_city: [{ city: 'Dubai', service_Center: [centre] }] },
          ],
        },
      ]),
    ).toEqual([
      {
        name: 'UAE',
        states: [
          {
            name: 'Dubai',
            cities: [
              {
                name: 'Dubai',
                centres: [
                  {
                    stateName: 'Dubai',
                    partnerName: 'Gulf Care',
                    address: 'Bur Dubai',
                    contactPerson: 'F',
                    mobile: '+971',
                    email: 'x@y.ae',
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });
});
