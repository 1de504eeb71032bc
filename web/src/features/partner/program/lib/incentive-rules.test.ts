import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  incentiveTableProblem,
  isPercentProblem,
  isPercentTyping,
  nominationSumProblem,
  parsePercent,
  parsePercents,
} from './incentive-rules.ts';

describe('percent boxes', () => {
  it('take digits with at most one decimal point while typing', () => {
    expect(isPercentTyping('')).toBe(true);
    expect(isPercentTyping('12')).toBe(true);
    expect(isPercentTyping('12.')).toBe(true);
    expect(isPercentTyping('12.5')).toBe(true);
    expect(isPercentTyping('.5')).toBe(true);
    expect(isPercentTyping('-1')).toBe(false);
    expect(isPercentTyping('1.2.3')).toBe(false);
    expect(isPercentTyping('1e3')).toBe(false);
    expect(isPercentTyping('12a')).toBe(false);
  });
  it('parse to numbers of at least 0, blank or a lone point being no number', () => {
    expect(parsePercent('12.5')).toBe(12.5);
    expect(parsePercent(' 10 ')).toBe(10);
    expect(parsePercent('10.')).toBe(10);
    expect(parsePercent('.5')).toBe(0.5);
    expect(parsePercent('0')).toBe(0);
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('.')).toBeNull();
    expect(parsePercent('-2')).toBeNull();
  });
  it('name the first blank box that is asked for, ignoring the others', () => {
    const asked = parsePercents({ masterPercent: '10', generalPercent: '', clientDiscount: '12' }, [
      'masterPercent',
      'clientDiscount',
    ]);
    expect(asked).toEqual({ masterPercent: 10, generalPercent: 0, clientDiscount: 12 });
    const blank = parsePercents({ masterPercent: '10', generalPercent: '', clientDiscount: '' }, [
      'masterPercent',
      'clientDiscount',
    ]);
    expect(isPercentProblem(blank)).toBe(true);
    expect(blank).toEqual({ field: 'clientDiscount', message: 'Percent values must be numbers of at least 0.' });
  });
  it('show as a percent without trailing zeros', () => {
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(7.5)).toBe('7.5%');
    expect(formatPercent(2.345)).toBe('2.35%');
  });
});

describe('incentiveTableProblem', () => {
  const master = { isMaster: true, maxDiscount: 35 };
  const general = { isMaster: false, maxDiscount: 35 };
  it('accepts a table at the max exactly', () => {
    expect(incentiveTableProblem({ masterPercent: 20, generalPercent: 30, clientDiscount: 15 }, master)).toBeNull();
    expect(incentiveTableProblem({ masterPercent: 10, generalPercent: 5, clientDiscount: 20 }, general)).toBeNull();
  });
  it('counts the general percent as 0 for a Master and in full for a General partner', () => {
    expect(incentiveTableProblem({ masterPercent: 20, generalPercent: 10, clientDiscount: 15 }, master)).toBeNull();
    expect(incentiveTableProblem({ masterPercent: 20, generalPercent: 10, clientDiscount: 15 }, general)).toEqual({
      field: 'clientDiscount',
      message: 'Discount cannot be more than 35',
    });
  });
  it('prints the server max as a number', () => {
    expect(
      incentiveTableProblem(
        { masterPercent: 25, generalPercent: 0, clientDiscount: 15.5 },
        { isMaster: true, maxDiscount: 40 },
      )?.message,
    ).toBe('Discount cannot be more than 40');
    expect(
      incentiveTableProblem(
        { masterPercent: 20, generalPercent: 0, clientDiscount: 20.5 },
        { isMaster: true, maxDiscount: 40.5 },
      ),
    ).toBeNull();
  });
  it('adds decimals without floating point noise', () => {
    expect(
      incentiveTableProblem({ masterPercent: 7.1, generalPercent: 2.2, clientDiscount: 25.7 }, general),
    ).toBeNull();
  });
  it('refuses a client discount under 10, after the sum check', () => {
    expect(incentiveTableProblem({ masterPercent: 10, generalPercent: 0, clientDiscount: 9.99 }, master)).toEqual({
      field: 'clientDiscount',
      message: 'Client Discount cannot be less than 10',
    });
    expect(incentiveTableProblem({ masterPercent: 10, generalPercent: 0, clientDiscount: 10 }, master)).toBeNull();
    expect(incentiveTableProblem({ masterPercent: 30, generalPercent: 0, clientDiscount: 8 }, master)?.message).toBe(
      'Discount cannot be more than 35',
    );
  });
});

describe('nominationSumProblem', () => {
  it('allows 35 and refuses more', () => {
    expect(nominationSumProblem({ masterPercent: 10, generalPercent: 15, clientDiscount: 10 })).toBeNull();
    expect(nominationSumProblem({ masterPercent: 10, generalPercent: 15, clientDiscount: 10.5 })).toEqual({
      field: 'clientDiscount',
      message: 'max discount is 35%',
    });
  });
});
