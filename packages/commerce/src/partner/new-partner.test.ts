import { describe, expect, it } from 'vitest';
import { PARTNER_ERRORS } from './messages.ts';
import { checkJoin, checkNewPartner, type JoinForm, type NewPartnerForm } from './new-partner.ts';

const form: NewPartnerForm = {
  salutationId: '1',
  name: 'Nikhil',
  surname: 'Jain',
  email: 'Nikhil@Example.com',
  pincode: '560001',
  countryId: '2',
  stateId: '17',
  city: 'Bengaluru',
  phone: '+91 90000 12345',
  referContact: 'rohan.cp@example.com',
};
const first = (check: ReturnType<typeof checkNewPartner> | ReturnType<typeof checkJoin>) =>
  check.ok ? null : check.problems[0];

describe('checkNewPartner (add CP)', () => {
  it('answers the cleaned partner of a complete form', () => {
    expect(checkNewPartner({ ...form, name: ' Nikhil ' })).toEqual({
      ok: true,
      value: {
        salutationId: 1,
        name: 'Nikhil',
        surname: 'Jain',
        email: 'nikhil@example.com',
        pincode: '560001',
        countryId: 2,
        stateId: 17,
        city: 'Bengaluru',
        phone: '9000012345',
        referContact: 'rohan.cp@example.com',
      },
    });
  });

  it("gives the spec's alerts", () => {
    const cases: Array<[Partial<NewPartnerForm>, string]> = [
      [{ salutationId: '' }, 'Please Select Salutation'],
      [{ countryId: null }, 'Please Select Country'],
      [{ stateId: '0' }, 'Please Select State'],
      [{ countryId: '3' }, 'Channel partners can be added in India only.'],
      [{ pincode: '5600' }, 'Please enter a valid 6-digit numeric pincode.'],
      [{ pincode: '56000A' }, 'Please enter a valid 6-digit numeric pincode.'],
      [{ referContact: 'rohan' }, 'Please enter a valid email address or mobile number.'],
      [{ phone: '98765' }, 'Phone number must be 10 digits.'],
      [{ email: 'nikhil@' }, 'Please enter a valid Email ID.'],
      [{ name: '' }, 'Name is required.'],
      [{ city: ' ' }, 'City is required.'],
      [{ email: '' }, 'Email is required.'],
      [{ phone: '' }, 'Phone is required.'],
    ];
    for (const [change, message] of cases) {
      const problem = first(checkNewPartner({ ...form, ...change }));
      expect(problem && PARTNER_ERRORS[problem.key].message, JSON.stringify(change)).toBe(message);
    }
  });

  it('checks the boxes in the order of the form, one problem each', () => {
    const empty = { ...form, salutationId: '', name: '', surname: '', email: '', pincode: '', countryId: null };
    expect(checkNewPartner({ ...empty, stateId: null, city: '', phone: '', referContact: '' })).toEqual({
      ok: false,
      problems: [
        { field: 'salutationId', key: 'salutation' },
        { field: 'name', key: 'nameRequired' },
        { field: 'surname', key: 'surnameRequired' },
        { field: 'email', key: 'emailRequired' },
        { field: 'pincode', key: 'pincode' },
        { field: 'countryId', key: 'country' },
        { field: 'stateId', key: 'state' },
        { field: 'city', key: 'cityRequired' },
        { field: 'phone', key: 'phoneRequired' },
        { field: 'referContact', key: 'referContact' },
      ],
    });
    // A place outside India without a state: the state first, as the boxes show them.
    expect(checkNewPartner({ ...form, countryId: '3', stateId: '' })).toEqual({
      ok: false,
      problems: [
        { field: 'stateId', key: 'state' },
        { field: 'countryId', key: 'indiaOnly' },
      ],
    });
  });

  it("checks the choices against the caller's facts", () => {
    const facts = { salutationIds: new Set([1, 2]), indiaStateIds: new Set([17]) };
    expect(checkNewPartner(form, facts).ok).toBe(true);
    expect(first(checkNewPartner({ ...form, salutationId: '99' }, facts))?.key).toBe('salutation');
    expect(first(checkNewPartner({ ...form, stateId: '18' }, facts))?.key).toBe('state');
  });
});

describe('checkJoin (a nominee joins)', () => {
  const join: JoinForm = {
    surname: 'Rao',
    phone: '9000054321',
    pincode: '600017',
    city: 'Chennai',
    address: '12 Beach Road',
    password: 'Sneha@2026',
    confirmPassword: 'Sneha@2026',
  };

  it('answers the cleaned form', () => {
    expect(checkJoin({ ...join, surname: ' Rao ', phone: '90000-54321' })).toEqual({
      ok: true,
      value: { ...join, phone: '9000054321' },
    });
  });

  it('checks the fields in the order of the form', () => {
    expect(
      checkJoin({ ...join, surname: '', phone: '1', city: '', password: 'short', confirmPassword: 'other' }),
    ).toEqual({
      ok: false,
      problems: [
        { field: 'surname', key: 'surnameRequired' },
        { field: 'phone', key: 'phone' },
        { field: 'city', key: 'cityRequired' },
        { field: 'password', key: 'passwordLength' },
        { field: 'confirmPassword', key: 'passwordMismatch' },
      ],
    });
    expect(first(checkJoin({ ...join, phone: '' }))).toEqual({ field: 'phone', key: 'phoneRequired' });
    expect(first(checkJoin({ ...join, pincode: '60001' }))).toEqual({ field: 'pincode', key: 'pincode' });
    expect(first(checkJoin({ ...join, address: ' ' }))).toEqual({ field: 'address', key: 'addressRequired' });
  });
});
