// The CP login's arithmetic captcha (spec sections 2 and 5): two random integers from 1 to 10,
// shown as text; a wrong answer regenerates the numbers. It only slows a person down: the server's
// login rate limit is what stops guessing.
import { CAPTCHA_MAX, CAPTCHA_MIN } from '@/features/partner/partner-constants.ts';

export type Captcha = { a: number; b: number };

/** A random integer from CAPTCHA_MIN to CAPTCHA_MAX; `random` returns [0, 1) like Math.random. */
function operand(random: () => number): number {
  return CAPTCHA_MIN + Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1));
}

export function createCaptcha(random: () => number = Math.random): Captcha {
  return { a: operand(random), b: operand(random) };
}

/** Whether the typed answer is the sum (surrounding spaces allowed; anything else is wrong). */
export function isCaptchaSolved(captcha: Captcha, answer: string): boolean {
  const trimmed = answer.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) === captcha.a + captcha.b;
}
