import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyAnswer } from '../../../src/data/outbox/classify-answer';

const record = { _id: 'x', school_name: 'ZP School Shirur', version: 4 };

afterEach(() => {
  vi.useRealTimers();
});

describe('classifyAnswer: 2xx is done', () => {
  it.each([
    ['a bare record', 200, record, record],
    ['the { success, data } envelope', 201, { success: true, data: record }, record],
    ['a nested envelope', 200, { success: true, data: { result: record } }, record],
    ['no body (204)', 204, null, null],
    ['a message and no record', 200, { success: true, message: 'Deleted' }, null],
    ['a record without _id', 200, { data: { name: 'x' } }, null],
  ])('%s', (_name, status, body, expected) => {
    expect(classifyAnswer(status, body)).toEqual({ kind: 'done', record: expected });
  });

  it.each([
    ['a bare list', [record, { name: 'no id' }]],
    ['a bulk answer', { success: true, created: 1, data: [record] }],
  ])('%s gives the records of a batch', (_name, body) => {
    expect(classifyAnswer(201, body)).toEqual({ kind: 'done', record: null, records: [record] });
  });
});

describe('classifyAnswer: the statuses that mean "later"', () => {
  it.each([408, 429, 500, 502, 503, 504])('%i is retry-later', (status) => {
    expect(classifyAnswer(status, { message: 'Busy', errorType: 'version_conflict' })).toEqual({
      kind: 'retry-later',
      message: 'Busy',
      retryAfterMs: undefined,
    });
  });

  it.each([
    ['seconds', '30', 30_000],
    ['zero', '0', 0],
    ['a fraction', '1.5', 1_500],
    ['a negative number', '-4', 0],
    ['nonsense', 'soon', undefined],
    ['nothing', null, undefined],
    ['an empty header', '', undefined],
  ])('Retry-After as %s', (_name, header, expected) => {
    const answer = classifyAnswer(503, {}, header);
    expect(answer).toEqual({ kind: 'retry-later', message: 'Something went wrong', retryAfterMs: expected });
  });

  it('Retry-After as an HTTP date counts from now; a past date is now', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    expect(classifyAnswer(429, {}, 'Sun, 01 Mar 2026 10:01:30 GMT')).toMatchObject({ retryAfterMs: 90_000 });
    expect(classifyAnswer(429, {}, 'Sun, 01 Mar 2026 09:00:00 GMT')).toMatchObject({ retryAfterMs: 0 });
  });
});

describe('classifyAnswer: refusals', () => {
  it('401 asks for a sign-in, whatever the body says', () => {
    expect(classifyAnswer(401, { message: 'Token expired' })).toEqual({ kind: 'unauthorized', end: 'expired' });
    expect(classifyAnswer(401, null)).toEqual({ kind: 'unauthorized', end: 'expired' });
    expect(classifyAnswer(401, { message: 'Deactivated', errorType: 'account_deactivated' })).toEqual({
      kind: 'unauthorized',
      end: 'deactivated',
    });
  });

  it('409 version_conflict is a conflict carrying the current server record', () => {
    expect(
      classifyAnswer(409, { message: 'Changed elsewhere', errorType: 'version_conflict', current: record }),
    ).toEqual({
      kind: 'conflict',
      serverRecord: record,
      message: 'Changed elsewhere',
    });
    expect(
      classifyAnswer(409, { message: 'Changed', errorType: 'version_conflict', current: { data: record } }),
    ).toMatchObject({ kind: 'conflict', serverRecord: record });
    expect(classifyAnswer(409, { errorType: 'version_conflict' })).toEqual({
      kind: 'conflict',
      serverRecord: null,
      message: 'Something went wrong',
    });
  });

  it('409 duplicate is a failure to fix, not a conflict', () => {
    expect(
      classifyAnswer(409, {
        message: 'Email already in use',
        errorType: 'duplicate',
        errors: { email: 'Taken' },
      }),
    ).toEqual({
      kind: 'rejected',
      message: 'Email already in use',
      fieldErrors: { email: 'Taken' },
    });
  });

  it.each([400, 403, 404, 409, 413, 422])('%i is rejected with the server message', (status) => {
    expect(classifyAnswer(status, { message: 'No', errorType: 'validation' })).toEqual({
      kind: 'rejected',
      message: 'No',
      fieldErrors: undefined,
    });
  });

  it('field errors travel with the message; odd shapes do not', () => {
    const body = { message: 'Validation failed', errors: { school_name: 'Required', phone: 'Ten digits' } };
    expect(classifyAnswer(400, body)).toEqual({
      kind: 'rejected',
      message: 'Validation failed',
      fieldErrors: { school_name: 'Required', phone: 'Ten digits' },
    });
    expect(classifyAnswer(400, { message: 'Bad', errors: ['x'] })).toMatchObject({ fieldErrors: undefined });
  });

  it('a missing, empty or non-text message gives the fallback', () => {
    for (const body of [null, 'Bad Request', {}, { message: '' }, { message: 42 }]) {
      expect(classifyAnswer(400, body)).toMatchObject({ kind: 'rejected', message: 'Something went wrong' });
    }
  });
});
