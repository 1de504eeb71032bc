// The gateway's support models: upstream shapes after zod parsed and renamed them
// (mapping.ts). They match the GraphQL types field for field.

export interface ComplaintType {
  id: number;
  name: string;
  requiresChecklist: boolean;
}

export interface ComplaintProduct {
  id: number;
  name: string;
  colors: Array<{ id: number; name: string }>;
}

export interface ChecklistItem {
  id: number;
  text: string;
}

export interface Complaint {
  ticketNumber: string;
  contactName: string;
  email: string;
  phone: string;
  model: string;
  complaintType: string;
  attributes: string;
  orderId: string;
  invoiceNumber: string;
  createdAt: string;
  status: string;
  /** The support team's replies, oldest first. */
  replies: Array<{ message: string; createdAt: string }>;
}

export interface ManualCategory {
  categoryName: string;
  manuals: Array<{ model: string; productName: string; fileUrl: string }>;
}
