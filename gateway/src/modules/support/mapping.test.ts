import { describe, expect, it } from 'vitest';
import {
  checklistSchema,
  complaintProductListSchema,
  complaintRegisteredSchema,
  complaintTypeListSchema,
  manualListSchema,
  myComplaintsSchema,
  orderDateSchema,
  serviceCentreTreeSchema,
  trackedComplaintsSchema,
} from './mapping.ts';

/** A complaint row as MyComplaints and SearchComplaint answer it. */
const complaintRow = {
  ticket_No: 'LSR-000012',
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
  replies: [],
};

describe('support answers', () => {
  it('renames complaint types (type 5 needs the checklist), products with colours and the checklist', () => {
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
    expect(checklistSchema.parse([{ id: 1, chkList: 'Charged for an hour' }])).toEqual([
      { id: 1, text: 'Charged for an hour' },
    ]);
    expect(orderDateSchema.parse({ orderDate: '2025-10-18' })).toBe('2025-10-18');
  });

  it('rejects a product without its colours', () => {
    expect(complaintProductListSchema.safeParse([{ p_id: 101, productname: 'Aura', model: 'AR-300' }]).success).toBe(
      false,
    );
  });

  it('renames a complaint row, the same from both lists', () => {
    const complaint = {
      ticketNumber: 'LSR-000012',
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
    };
    expect(myComplaintsSchema.parse([complaintRow])).toEqual([complaint]);
    expect(trackedComplaintsSchema.parse([complaintRow])).toEqual([complaint]);
  });

  it("renames the support team's replies of a complaint row", () => {
    const [row] = myComplaintsSchema.parse([
      {
        ...complaintRow,
        status: 'Resolved',
        replies: [{ message: 'Fixed by an update.', c_DATE: '2026-01-02T00:00:00Z' }],
      },
    ]);
    expect(row?.replies).toEqual([{ message: 'Fixed by an update.', createdAt: '2026-01-02T00:00:00Z' }]);
  });

  it('rejects a complaint row without its ticket number or replies', () => {
    const { ticket_No: _, ...withoutTicket } = complaintRow;
    const { replies: __, ...withoutReplies } = complaintRow;
    expect(myComplaintsSchema.safeParse([withoutTicket]).success).toBe(false);
    expect(trackedComplaintsSchema.safeParse([withoutReplies]).success).toBe(false);
  });

  it("reads a new request's ticket number", () => {
    expect(
      complaintRegisteredSchema.parse({
        message: 'Complaint Registered Successfully.',
        complaint_id: 12,
        ticket_No: 'LSR-000012',
      }),
    ).toBe('LSR-000012');
    expect(complaintRegisteredSchema.safeParse({ message: 'Complaint Registered Successfully.' }).success).toBe(false);
  });

  it('keeps manuals with a safe file URL only, and builds the service centre tree', () => {
    expect(
      manualListSchema.parse([
        {
          cat_id: 1,
          cat_name: 'Rings',
          product_manual_list: [
            { product_id: 101, product_name: 'Aura', modal_name: 'AR-300', modal_file: '/files/manuals/ar-300.pdf' },
            { product_id: 102, product_name: 'X', modal_name: 'X', modal_file: 'javascript:x' },
          ],
        },
      ]),
    ).toEqual([
      {
        categoryName: 'Rings',
        manuals: [{ model: 'AR-300', productName: 'Aura', fileUrl: '/files/manuals/ar-300.pdf' }],
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
