// What the support forms start with for a logged-in customer: who they are from the profile (name,
// email, mobile) and, where the form takes an address, the primary delivery address. Every value
// stays editable; a guest (no viewer) starts with empty fields.
import { EMPTY_COMPLAINT, type ComplaintValues } from '@/features/support/lib/complaint-form.ts';
import { EMPTY_REGISTRATION, type RegistrationValues } from '@/features/support/lib/product-registration.ts';

export type ProfilePrefill = {
  firstName: string;
  lastName: string;
  name: string;
  email?: string | null;
  phone?: string | null;
};

export type AddressPrefill = {
  address: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
};

export type ViewerPrefill = {
  profile: ProfilePrefill;
  /** Saved delivery addresses, the primary one first. */
  deliveryAddresses?: ReadonlyArray<AddressPrefill> | null;
} | null;

/** The service request form's first values: contact details and the primary delivery address. */
export function complaintStart(viewer: ViewerPrefill | undefined): ComplaintValues {
  if (!viewer) return EMPTY_COMPLAINT;
  const { profile } = viewer;
  const address = viewer.deliveryAddresses?.[0];
  return {
    ...EMPTY_COMPLAINT,
    contactName: profile.name.trim(),
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    ...(address
      ? {
          address: address.address,
          pincode: address.pincode,
          city: address.city,
          state: address.state,
          country: address.country || EMPTY_COMPLAINT.country,
        }
      : {}),
  };
}

/** Product registration's first values: first and last name, email and mobile. */
export function registrationStart(viewer: ViewerPrefill | undefined): RegistrationValues {
  if (!viewer) return EMPTY_REGISTRATION;
  const { profile } = viewer;
  return {
    ...EMPTY_REGISTRATION,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    mobile: profile.phone ?? '',
  };
}

/** The track search's contact box: the customer's email, else their mobile number. */
export function trackContactStart(viewer: ViewerPrefill | undefined): string {
  return viewer?.profile.email || viewer?.profile.phone || '';
}
