// The app's clock. Tests inject their own to move time (OTP and reset expiry, login lock, tokens).
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock moved by an offset that tests change at run time (the dev clock; never in production). */
export interface OffsetClock {
  clock: Clock;
  offsetMs(): number;
  setOffset(ms: number): void;
}

export function offsetClock(base: Clock): OffsetClock {
  let offset = 0;
  return {
    clock: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    setOffset(ms: number) {
      offset = ms;
    },
  };
}
