import { describe, expect, it } from 'vitest';
import { firstProblem, problemOf } from './partner-problem.ts';

describe('partner form problems', () => {
  it('carry the message of their key', () => {
    expect(problemOf({ field: 'email', key: 'recipient' })).toEqual({
      field: 'email',
      message: 'Please mention correct Email-id or Phone No. ',
    });
    expect(
      firstProblem([
        { field: 'name', key: 'nameRequired' },
        { field: 'city', key: 'cityRequired' },
      ]),
    ).toEqual({ field: 'name', message: 'Name is required.' });
    expect(firstProblem([])).toBeNull();
  });
});
