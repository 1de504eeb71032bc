import { describe, expect, it } from 'vitest';
import { checkNomination, couponShareProblem } from './share-forms.ts';

const nomination = {
  name: 'Sneha Rao',
  email: 'sneha@example.com',
  masterPercent: '10',
  generalPercent: '5',
  clientDiscount: '10',
};

describe('checkNomination', () => {
  it('gives the input of a complete nomination, trimmed and in numbers', () => {
    expect(checkNomination({ ...nomination, name: ' Sneha Rao ', email: ' sneha@example.com ' })).toEqual({
      input: {
        name: 'Sneha Rao',
        email: 'sneha@example.com',
        masterPercent: 10,
        generalPercent: 5,
        clientDiscount: 10,
      },
    });
  });
  it('requires the name first', () => {
    expect(checkNomination({ ...nomination, name: '  ', email: 'x' })).toEqual({
      problem: { field: 'name', message: 'Name is required.' },
    });
  });
  it("refuses an address that is not an email with the spec's text, trailing space included", () => {
    const expected = { problem: { field: 'email', message: 'Please mention correct Email-id or Phone No. ' } };
    expect(checkNomination({ ...nomination, email: 'sneha@example' })).toEqual(expected);
    expect(checkNomination({ ...nomination, email: '' })).toEqual(expected);
    // The join link goes by mail, so a mobile number is not enough for a nomination.
    expect(checkNomination({ ...nomination, email: '9876543210' })).toEqual(expected);
  });
  it('requires the three percentages', () => {
    expect(checkNomination({ ...nomination, generalPercent: '' })).toEqual({
      problem: { field: 'generalPercent', message: 'Percent values must be numbers of at least 0.' },
    });
  });
  it('refuses a sum over 35 and allows 35', () => {
    expect(
      checkNomination({ ...nomination, masterPercent: '20', generalPercent: '5.5', clientDiscount: '10' }),
    ).toEqual({
      problem: { field: 'clientDiscount', message: 'max discount is 35%' },
    });
    expect(
      'input' in checkNomination({ ...nomination, masterPercent: '20', generalPercent: '5', clientDiscount: '10' }),
    ).toBe(true);
  });
});

describe('couponShareProblem', () => {
  const share = { recipient: 'aarav@example.com', message: 'A discount for you', name: 'Aarav' };
  it('accepts an email or a 10-digit mobile number', () => {
    expect(couponShareProblem(share)).toBeNull();
    expect(couponShareProblem({ ...share, recipient: '9876543210' })).toBeNull();
  });
  it("refuses anything else with the spec's text", () => {
    for (const recipient of ['', 'aarav', '98765', '98765-43210', 'aarav@example']) {
      expect(couponShareProblem({ ...share, recipient })).toEqual({
        field: 'recipient',
        message: 'Please mention correct Email-id or Phone No. ',
      });
    }
  });
  it('requires a message and the name of the recipient', () => {
    expect(couponShareProblem({ ...share, message: ' ' })).toEqual({
      field: 'message',
      message: 'Message is required.',
    });
    expect(couponShareProblem({ ...share, name: '' })).toEqual({ field: 'name', message: 'Name is required.' });
  });
});
