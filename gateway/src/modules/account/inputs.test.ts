import { describe, expect, it } from 'vitest';
import { validateInput } from '../../graphql/user-errors.ts';
import {
  loginInput,
  otpCodeInput,
  otpPhoneInput,
  registerInput,
  resetEmailInput,
  resetPasswordInput,
  updateProfileInput,
} from './inputs.ts';

const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64');

const errorsOf = (schema: Parameters<typeof validateInput>[0], value: unknown, root: string[] = ['input']) => {
  const result = validateInput(schema, value, root);
  return result.ok ? [] : result.userErrors;
};

describe('login input', () => {
  it('takes an email or a 10-digit number, trimmed', () => {
    expect(loginInput.parse({ emailOrPhone: ' a@b.co ', password: ' secret ' })).toEqual({
      emailOrPhone: 'a@b.co',
      password: ' secret ',
      deviceToken: null,
    });
    expect(loginInput.parse({ emailOrPhone: '9876543210', password: 'x' }).emailOrPhone).toBe('9876543210');
  });

  it('passes a known-device token on and treats anything not shaped like one as none', () => {
    const device = 'A'.repeat(43);
    expect(loginInput.parse({ emailOrPhone: 'a@b.co', password: 'x', deviceToken: device }).deviceToken).toBe(device);
    for (const deviceToken of ['', 'not a token', 'x'.repeat(101), null])
      expect(loginInput.parse({ emailOrPhone: 'a@b.co', password: 'x', deviceToken }).deviceToken).toBeNull();
  });

  it("says the spec's message for a bad contact, and asks for the password", () => {
    expect(errorsOf(loginInput, { emailOrPhone: 'priya', password: '' })).toEqual([
      {
        field: ['input', 'emailOrPhone'],
        message: 'Please enter a valid Email or Mobile number',
        code: 'INVALID_EMAIL_OR_PHONE',
      },
      { field: ['input', 'password'], message: 'Please enter your password.', code: 'REQUIRED' },
    ]);
  });
});

describe('register input', () => {
  it("requires name, contact and password, with registration's own contact message", () => {
    expect(errorsOf(registerInput, { name: ' ', emailOrPhone: '12345', password: '' })).toEqual([
      { field: ['input', 'name'], message: 'Please enter your name.', code: 'REQUIRED' },
      {
        field: ['input', 'emailOrPhone'],
        message: 'Please enter a valid email address or mobile number.',
        code: 'INVALID_EMAIL_OR_PHONE',
      },
      { field: ['input', 'password'], message: 'Please enter your password.', code: 'REQUIRED' },
    ]);
  });

  it('asks for 6 characters of password', () => {
    expect(errorsOf(registerInput, { name: 'Priya', emailOrPhone: 'a@b.co', password: '12345' })[0]?.code).toBe(
      'PASSWORD_TOO_SHORT',
    );
    expect(
      errorsOf(registerInput, { name: 'Priya', emailOrPhone: 'a@b.co', password: '123456', acceptTerms: false }),
    ).toEqual([]);
  });
});

describe('OTP inputs', () => {
  it('strips non-digits from the phone and wants exactly 10', () => {
    expect(otpPhoneInput.parse('98765-43210')).toBe('9876543210');
    expect(errorsOf(otpPhoneInput, '+91 98765 43210', ['phone'])).toEqual([
      { field: ['phone'], message: 'Please enter a valid 10-digit mobile number.', code: 'INVALID_PHONE' },
    ]);
  });

  it('wants exactly 6 digits of code', () => {
    expect(otpCodeInput.parse(' 123456 ')).toBe('123456');
    for (const code of ['12345', '1234567', '12345a']) expect(otpCodeInput.safeParse(code).success).toBe(false);
  });
});

describe('password reset inputs', () => {
  it('wants an email and a token with a new password', () => {
    expect(errorsOf(resetEmailInput, 'not-an-email', ['email'])[0]).toMatchObject({
      field: ['email'],
      code: 'INVALID_EMAIL',
    });
    expect(errorsOf(resetPasswordInput, { token: '', password: 'abcdef' }, [])[0]).toMatchObject({
      field: ['token'],
      message: 'This reset link is invalid or has expired.',
    });
  });

  it('refuses a token longer than a reset link carries before asking upstream', () => {
    expect(errorsOf(resetPasswordInput, { token: 'x'.repeat(200), password: 'abcdef' }, [])).toEqual([]);
    expect(errorsOf(resetPasswordInput, { token: 'x'.repeat(201), password: 'abcdef' }, [])).toEqual([
      { field: ['token'], message: 'This reset link is invalid or has expired.', code: 'RESET_LINK_INVALID' },
    ]);
  });
});

describe('profile input', () => {
  const valid = { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '98765 43210' };

  it('requires name, email and phone and cleans the phone', () => {
    expect(updateProfileInput.parse(valid)).toMatchObject({
      firstName: 'Priya',
      phone: '9876543210',
      newPassword: null,
      image: null,
    });
    expect(errorsOf(updateProfileInput, { firstName: '', email: '', phone: '' }).map((e) => e.field)).toEqual([
      ['input', 'firstName'],
      ['input', 'email'],
      ['input', 'phone'],
    ]);
  });

  it('wants the current password with a new one', () => {
    expect(errorsOf(updateProfileInput, { ...valid, newPassword: 'newpass1' })).toEqual([
      { field: ['input', 'currentPassword'], message: 'Please enter your current password.', code: 'REQUIRED' },
    ]);
    expect(updateProfileInput.parse({ ...valid, newPassword: '', currentPassword: '' })).toMatchObject({
      newPassword: null,
      currentPassword: null,
    });
  });

  it('checks the image by content: a PNG passes, a fake one is a userError on input.image', () => {
    const withPng = updateProfileInput.parse({
      ...valid,
      image: { fileName: 'me.gif', contentType: 'image/gif', base64: PNG_BASE64 },
    });
    expect(withPng.image?.type).toBe('image/png');
    const fake = { fileName: 'me.png', contentType: 'image/png', base64: Buffer.from('<svg/>').toString('base64') };
    expect(errorsOf(updateProfileInput, { ...valid, image: fake })).toEqual([
      { field: ['input', 'image'], message: 'The image must be a JPEG or PNG file.', code: 'IMAGE_TYPE' },
    ]);
    expect(withPng.image?.fileName).toBe('profile.png');
  });

  it("gives an oversized or unreadable image the uploads' one wording", () => {
    const image = (base64: string) => ({ fileName: 'me.png', contentType: 'image/png', base64 });
    const big = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
    expect(errorsOf(updateProfileInput, { ...valid, image: image(big.toString('base64')) })).toEqual([
      { field: ['input', 'image'], message: 'The file must be at most 2 MB.', code: 'FILE_TOO_LARGE' },
    ]);
    expect(errorsOf(updateProfileInput, { ...valid, image: image('not base64!') })).toEqual([
      { field: ['input', 'image'], message: 'The file could not be read.', code: 'FILE_UNREADABLE' },
    ]);
  });

  it('refuses a last name over 60 characters, and takes a blank one', () => {
    expect(errorsOf(updateProfileInput, { ...valid, lastName: 'x'.repeat(61) })).toEqual([
      { field: ['input', 'lastName'], message: 'Name must be at most 60 characters.', code: 'TOO_LONG' },
    ]);
    expect(updateProfileInput.parse({ ...valid, lastName: ' ' }).lastName).toBe('');
  });
});
