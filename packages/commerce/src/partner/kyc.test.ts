import { describe, expect, it } from 'vitest';
import { kycMissing, nextKycStatus, payoutHold, type KycFacts } from './kyc.ts';

const complete: KycFacts = {
  partnerStatus: 'Active',
  kycStatus: 'approved',
  kycNote: null,
  aadhaarNumber: true,
  aadhaarDocument: true,
  policyAccepted: true,
  bankName: true,
  accountNumber: true,
  ifsc: true,
  pan: true,
  crossedCheque: true,
};

describe('payoutHold', () => {
  it('holds nothing for an Active partner with approved, complete details', () => {
    expect(payoutHold(complete)).toBeNull();
  });

  it('names what is missing, in plain words', () => {
    const facts = { ...complete, kycStatus: 'incomplete' as const, pan: false, crossedCheque: false };
    expect(kycMissing(facts)).toEqual(['pan', 'crossedCheque']);
    expect(payoutHold(facts)).toEqual({
      code: 'KYC_INCOMPLETE',
      message: 'Payment is held until your details are complete: add your PAN and a crossed cheque.',
    });
  });

  it('tells a partner under review, rejected (with the reason) or suspended', () => {
    expect(payoutHold({ ...complete, kycStatus: 'submitted' })?.code).toBe('KYC_IN_REVIEW');
    expect(payoutHold({ ...complete, kycStatus: 'rejected', kycNote: 'The cheque is not readable' })?.message).toBe(
      'Payment is held: your KYC was not approved: The cheque is not readable. Update your details to send them again.',
    );
    expect(payoutHold({ ...complete, partnerStatus: 'Suspended' })?.code).toBe('SUSPENDED');
  });
});

describe('nextKycStatus', () => {
  it('sends complete details to review, and an approved partner back when its bank details change', () => {
    expect(nextKycStatus('incomplete', true, false)).toBe('submitted');
    expect(nextKycStatus('rejected', true, false)).toBe('submitted');
    expect(nextKycStatus('approved', true, false)).toBe('approved');
    expect(nextKycStatus('approved', true, true)).toBe('submitted');
    expect(nextKycStatus('submitted', false, false)).toBe('incomplete');
    expect(nextKycStatus('rejected', false, false)).toBe('rejected');
  });
});
