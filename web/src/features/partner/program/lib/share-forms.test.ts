// The forms' inputs; the rules are tested in @shop/commerce/partner/sharing-forms.
import { describe, expect, it } from 'vitest';
import { checkNomination, couponShareProblem } from './share-forms.ts';

const nomination = {
  name: ' Sneha Rao ',
  email: ' sneha@example.com ',
  masterPercent: '10',
  generalPercent: '5',
  clientDiscount: '10',
};

describe('checkNomination', () => {
  it('gives the input of a complete nomination, trimmed and in numbers', () => {
    expect(checkNomination(nomination)).toEqual({
      input: {
        name: 'Sneha Rao',
        email: 'sneha@example.com',
        masterPercent: 10,
        generalPercent: 5,
        clientDiscount: 10,
      },
    });
  });

  it('gives the first problem with its message', () => {
    expect(checkNomination({ ...nomination, email: '9876543210' })).toEqual({
      problem: { field: 'email', message: 'Please mention correct Email-id or Phone No. ' },
    });
    expect(checkNomination({ ...nomination, clientDiscount: '20.01' })).toEqual({
      problem: { field: 'clientDiscount', message: 'max discount is 35%' },
    });
  });
});

describe('couponShareProblem', () => {
  it('gives the first problem with its message', () => {
    expect(couponShareProblem({ recipient: 'aarav', name: '', message: '' })).toEqual({
      field: 'recipient',
      message: 'Please mention correct Email-id or Phone No. ',
    });
    expect(couponShareProblem({ recipient: '9876543210', name: 'Aarav', message: '' })).toBeNull();
  });
});
