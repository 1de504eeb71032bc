// The app's clock. Tests inject their own to move time (OTP and reset expiry, login lock, tokens).
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function plusMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
