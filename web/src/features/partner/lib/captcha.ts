// The CP login's arithmetic captcha (spec sections 2 and 5): two integers from 1 to 10 that the
// server draws and signs (partnerCaptcha), shown as text. The form checks the sum first, so a
// wrong answer asks a new question without trying the login; the server checks it again with the
// login (single use). It only slows a person down: the login backoff is what stops guessing.

export type Captcha = { a: number; b: number };

/** Whether the typed answer is the sum (surrounding spaces allowed; anything else is wrong). */
export function isCaptchaSolved(captcha: Captcha, answer: string): boolean {
  const trimmed = answer.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) === captcha.a + captcha.b;
}
