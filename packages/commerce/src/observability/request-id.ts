// One request id from the browser through the gateway to upstream's log lines: the header that
// carries it, and what an incoming id must look like to be taken as it is (anything else is
// replaced by a fresh one, so a client cannot write arbitrary text into the logs).
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `-_.:`, 1 to 128 characters (a UUID, a ULID, a proxy's hex id...). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}
