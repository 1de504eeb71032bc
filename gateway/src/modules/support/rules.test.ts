import { describe, expect, it } from 'vitest';
import { SUPPORT_ERRORS } from './constants.ts';
import { isCalendarDate, requiresChecklist, upstreamRefusal } from './rules.ts';

describe('support rules', () => {
  it('knows calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
  });

  it('asks for the checklist on type 5 only', () => {
    expect(requiresChecklist(5)).toBe(true);
    expect(requiresChecklist(4)).toBe(false);
  });

  it("places upstream's known refusals on their field, passes on others, and falls back without a message", () => {
    expect(
      upstreamRefusal('Please tick every item of the checklist.', 'attachment', SUPPORT_ERRORS.registrationFailed),
    ).toEqual({
      field: ['input', 'checklistItemIds'],
      message: 'Please tick every item of the checklist.',
      code: 'CHECKLIST_INCOMPLETE',
    });
    expect(upstreamRefusal('The file must be at most 2 MB.', 'invoiceFile', SUPPORT_ERRORS.registrationFailed)).toEqual(
      {
        field: ['input', 'invoiceFile'],
        message: 'The file must be at most 2 MB.',
        code: 'FILE_TOO_LARGE',
      },
    );
    expect(upstreamRefusal('Please enter a subject.', 'attachment', SUPPORT_ERRORS.registrationFailed)).toEqual({
      field: null,
      message: 'Please enter a subject.',
      code: 'REJECTED',
    });
    expect(upstreamRefusal(null, 'invoiceFile', SUPPORT_ERRORS.registrationFailed)).toEqual({
      field: null,
      message: 'Failed to register product.',
      code: 'REGISTRATION_FAILED',
    });
  });
});
