// How the shop writes and reads dates: dd-MM-yyyy (the portal spec's), on every screen, mail and
// invoice, in the shop's time zone (India) whatever the server's or the browser's. An instant
// (ISO 8601) becomes India's calendar day; a bare calendar date YYYY-MM-DD is that day as it is.
// Data on the wire stays ISO; only what a person reads or types is dd-MM-yyyy.
import { isCalendarDate, SHOP_TIME_ZONE } from './shop-time.ts';

/** How a date box asks for its value (placeholder and hint). */
export const DATE_INPUT_HINT = 'DD-MM-YYYY';
/** The HTML pattern of a date box: day, month and year, by dashes (slashes and dots are read too). */
export const DATE_INPUT_PATTERN = String.raw`\d{1,2}[\-\/.]\d{1,2}[\-\/.]\d{4}`;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Parts = { day: string; month: string; year: string; hour: string; minute: string; second: string };

/** The shop-time parts of an instant or a calendar date; null when the value is no date. */
function shopParts(value: string | Date): Parts | null {
  if (typeof value === 'string') {
    // The shop's own dd-MM-yyyy is read day first (Date.parse would read 03-10-2026 as 10 March).
    const calendar = TYPED_DATE.test(value.trim()) ? readShopDate(value) : value.trim();
    if (calendar === null) return null;
    const day = CALENDAR_DATE.exec(calendar);
    if (day) {
      return isCalendarDate(calendar)
        ? { year: day[1]!, month: day[2]!, day: day[3]!, hour: '00', minute: '00', second: '00' }
        : null;
    }
  }
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) return null;
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
  return parts as Parts;
}

/** "23-11-2026" for an instant or a calendar date; '' for null or ''; any other text as it is. */
export function formatShopDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = shopParts(value);
  if (!parts) return typeof value === 'string' ? value : '';
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/** "23-11-2026 14:05" (seconds too with `seconds`); '' for null or ''; any other text as it is. */
export function formatShopDateTime(
  value: string | Date | null | undefined,
  options: { seconds?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = shopParts(value);
  if (!parts) return typeof value === 'string' ? value : '';
  const time = `${parts.hour}:${parts.minute}${options.seconds ? `:${parts.second}` : ''}`;
  return `${parts.day}-${parts.month}-${parts.year} ${time}`;
}

/**
 * A date as a person types it, dd-MM-yyyy (one-digit day or month, and slashes or dots, are read
 * too), as the calendar date YYYY-MM-DD; a calendar date YYYY-MM-DD is taken as it is. Null when
 * it is no date that exists (31-02-2026).
 */
export function readShopDate(text: string): string | null {
  const value = text.trim();
  if (isCalendarDate(value)) return value;
  const typed = TYPED_DATE.exec(value);
  if (!typed) return null;
  const date = `${typed[3]}-${typed[2]!.padStart(2, '0')}-${typed[1]!.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}
