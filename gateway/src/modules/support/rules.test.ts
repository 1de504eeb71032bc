import { SUPPORT_ERRORS } from '@shop/commerce/support/messages';
import { describe, expect, it } from 'vitest';
import { upstreamRefusal } from './rules.ts';

describe('upstreamRefusal', () => {
  it("places upstream's known refusals on their field, codes the ones it knows, and falls back without a message", () => {
    expect(
      upstreamRefusal('Please tick every item of the checklist.', 'attachment', SUPPORT_ERRORS.registrationFailed),
    ).toEqual({
      field: ['input', 'checklistItemIds'],
      message: 'Please tick every item of the checklist.',
      code: 'CHECKLIST_INCOMPLETE',
    });
    expect(upstreamRefusal('The file must be at most 2 MB.', 'invoiceFile', SUPPORT_ERRORS.registrationFailed)).toEqual(
      { field: ['input', 'invoiceFile'], message: 'The file must be at most 2 MB.', code: 'FILE_TOO_LARGE' },
    );
    expect(upstreamRefusal('Please enter a subject.', 'attachment', SUPPORT_ERRORS.registrationFailed)).toEqual({
      field: null,
      message: 'Please enter a subject.',
      code: 'REQUIRED',
    });
    expect(upstreamRefusal('Something else.', 'attachment', SUPPORT_ERRORS.registrationFailed)).toEqual({
      field: null,
      message: 'Something else.',
      code: 'REJECTED',
    });
    expect(upstreamRefusal(null, 'invoiceFile', SUPPORT_ERRORS.registrationFailed)).toEqual({
      field: null,
      message: 'Failed to register product.',
      code: 'REGISTRATION_FAILED',
    });
  });
});
