// QR codes of partners' referral links: a PNG data URL (data:image/png;base64,...) made with
// `qrcode`, kept in memory per link (a few hundred bytes each, one per partner).
import QRCode from 'qrcode';

const MAX_CACHED = 1000;
const cache = new Map<string, Promise<string>>();

export function qrCodeDataUrl(text: string): Promise<string> {
  const cached = cache.get(text);
  if (cached) return cached;
  const made = QRCode.toDataURL(text, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(text, made);
  made.catch(() => cache.delete(text));
  return made;
}
