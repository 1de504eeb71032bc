import { describe, expect, it } from 'vitest';
import {
  REQUEST_REPLY_MAX_LENGTH,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  isRequestStatus,
  nextRequestStatuses,
  replyProblem,
  requestTransitionProblem,
  type RequestStatus,
} from './request-status.ts';

describe('service request statuses', () => {
  it('allows exactly Open -> In Progress | Closed, In Progress -> Resolved | Closed, Resolved -> In Progress | Closed', () => {
    const allowed: Array<[RequestStatus, RequestStatus]> = [];
    for (const from of REQUEST_STATUSES) {
      for (const to of REQUEST_STATUSES) if (requestTransitionProblem(from, to) === null) allowed.push([from, to]);
    }
    expect(allowed).toEqual([
      ['Open', 'In Progress'],
      ['Open', 'Closed'],
      ['In Progress', 'Resolved'],
      ['In Progress', 'Closed'],
      ['Resolved', 'In Progress'],
      ['Resolved', 'Closed'],
    ]);
  });

  it('refuses the same status, skipping In Progress, reopening and anything after Closed', () => {
    expect(requestTransitionProblem('Open', 'Open')).toBe('sameStatus');
    expect(requestTransitionProblem('Open', 'Resolved')).toBe('notAllowed');
    expect(requestTransitionProblem('Resolved', 'Open')).toBe('notAllowed');
    expect(requestTransitionProblem('Closed', 'In Progress')).toBe('notAllowed');
    expect(nextRequestStatuses('Closed')).toEqual([]);
  });

  it('labels In Progress in sentence case and knows its own words only', () => {
    expect(REQUEST_STATUS_LABELS['In Progress']).toBe('In progress');
    expect(isRequestStatus('In Progress')).toBe(true);
    expect(isRequestStatus('in progress')).toBe(false);
    expect(isRequestStatus(3)).toBe(false);
  });

  it('asks for a reply of 1 to the maximum characters, blanks trimmed', () => {
    expect(replyProblem('  ')).toBe('replyRequired');
    expect(replyProblem('We have shipped a replacement.')).toBeNull();
    expect(replyProblem('x'.repeat(REQUEST_REPLY_MAX_LENGTH))).toBeNull();
    expect(replyProblem('x'.repeat(REQUEST_REPLY_MAX_LENGTH + 1))).toBe('replyTooLong');
  });
});
