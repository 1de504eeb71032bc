import { describe, expect, it } from 'vitest';
import { PARTNER_ERRORS } from './messages.ts';
import { checkCouponShare, checkNomination } from './sharing-forms.ts';

const nomination = {
  name: 'Sneha Rao',
  email: 'Sneha@Example.com',
  masterPercent: '10',
  generalPercent: '15',
  clientDiscount: '10',
  message: ' Join us ',
};

describe('checkNomination', () => {
  it('answers the nomination trimmed, in numbers, the email lowercased', () => {
    expect(checkNomination(nomination)).toEqual({
      ok: true,
      value: {
        name: 'Sneha Rao',
        email: 'sneha@example.com',
        masterPercent: 10,
        generalPercent: 15,
        clientDiscount: 10,
        message: 'Join us',
      },
    });
  });

  it("refuses an address that is not an email with the spec's text, trailing space included", () => {
    for (const email of ['9876543210', 'sneha', 'sneha@example', '']) {
      expect(checkNomination({ ...nomination, email })).toEqual({
        ok: false,
        problems: [{ field: 'email', key: 'recipient' }],
      });
    }
  });

  it('requires the name and each percentage', () => {
    expect(checkNomination({ ...nomination, name: ' ', clientDiscount: '' })).toEqual({
      ok: false,
      problems: [
        { field: 'name', key: 'nameRequired' },
        { field: 'clientDiscount', key: 'clientDiscountRequired' },
      ],
    });
    expect(PARTNER_ERRORS.clientDiscountRequired.message).toBe('Client Discount is required.');
    expect(PARTNER_ERRORS.generalPercentRequired.message).toBe('V5 (General) percent is required.');
    expect(checkNomination({ ...nomination, generalPercent: '-1' })).toEqual({
      ok: false,
      problems: [{ field: 'generalPercent', key: 'percent' }],
    });
  });

  it('allows 35 and refuses more: 10.5 + 14.5 + 10.01 is 35.01', () => {
    expect(checkNomination({ ...nomination, masterPercent: '10.5', generalPercent: '14.5' }).ok).toBe(true);
    expect(
      checkNomination({ ...nomination, masterPercent: '10.5', generalPercent: '14.5', clientDiscount: '10.01' }),
    ).toEqual({
      ok: false,
      problems: [{ field: 'clientDiscount', key: 'nominationCap' }],
    });
    expect(PARTNER_ERRORS.nominationCap.message).toBe('max discount is 35%');
  });
});

describe('checkCouponShare', () => {
  const share = { recipient: 'aarav@example.com', name: 'Aarav', message: 'A discount for you' };

  it('takes an email or a 10-digit mobile number; the message may be blank', () => {
    expect(checkCouponShare(share)).toEqual({
      ok: true,
      value: { recipient: { kind: 'email', value: 'aarav@example.com' }, name: 'Aarav', message: 'A discount for you' },
    });
    expect(checkCouponShare({ ...share, recipient: ' 9876543210 ', message: '' })).toMatchObject({
      ok: true,
      value: { recipient: { kind: 'phone', value: '9876543210' }, message: '' },
    });
  });

  it("refuses anything else with the spec's text, and needs the name", () => {
    for (const recipient of ['', 'aarav', '98765', '98765-43210', 'aarav@example']) {
      expect(checkCouponShare({ ...share, recipient })).toEqual({
        ok: false,
        problems: [{ field: 'recipient', key: 'recipient' }],
      });
    }
    expect(checkCouponShare({ ...share, name: '' })).toEqual({
      ok: false,
      problems: [{ field: 'name', key: 'nameRequired' }],
    });
  });
});
