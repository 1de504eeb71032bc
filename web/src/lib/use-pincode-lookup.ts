// The pincode lookup every form that takes an address shares (checkout, the address book, the
// support form, the partner portal): as the typed pincode reaches 6 digits, the gateway's
// pincodeDetails says its city, state and country, and the form fills them. A pincode the shop
// does not know leaves the fields as the user typed them.
import { useEffect, useRef } from 'react';
import { isPincode } from '@shop/commerce/contact';
import { usePincodeLookupLazyQuery } from '@/generated/operations/pincode-lookup.ts';

export type PincodePlace = { pincode: string; city: string; state: string; country: string };

type PincodeLookupOptions = {
  /** Not asked for the pincode the form starts with (a prefilled address keeps its own city). */
  skipInitial?: boolean;
};

export type PincodeLookupState = {
  /** A 6-digit pincode is being looked up. */
  loading: boolean;
  /** The current 6-digit pincode was looked up and the shop does not know it. */
  unknown: boolean;
};

/**
 * Looks the pincode up whenever it becomes a new 6-digit value and hands the place to `onFound`
 * (only while the pincode is still the one asked about). Failures are logged and change nothing.
 */
export function usePincodeLookup(
  pincode: string,
  onFound: (place: PincodePlace) => void,
  options: PincodeLookupOptions = {},
): PincodeLookupState {
  const [lookup, { data, loading, variables }] = usePincodeLookupLazyQuery();
  const found = useRef(onFound);
  found.current = onFound;
  const current = useRef(pincode);
  current.current = pincode;
  const initial = useRef(options.skipInitial ? pincode : null);

  useEffect(() => {
    if (!isPincode(pincode)) {
      initial.current = null;
      return;
    }
    if (pincode === initial.current) return;
    initial.current = null;
    lookup({ variables: { pincode } })
      .then((result) => {
        const place = result.data?.pincodeDetails;
        if (place && place.pincode === current.current) found.current(place);
      })
      .catch((failure: unknown) => console.warn('[address] pincode lookup failed', failure));
  }, [pincode, lookup]);

  const asked = variables?.pincode === pincode && isPincode(pincode);
  return {
    loading: asked && loading,
    unknown: asked && !loading && data !== undefined && data.pincodeDetails === null,
  };
}
