/** Which bytes a `Range` header asks for (RFC 9110): one range, a suffix, or the whole file. */
import { expect, it } from 'vitest';
import { rangeOf } from '../../server/modules/uploads/file-serving';

it('reads one byte range of a 1000-byte file, and ignores what it cannot serve as asked', () => {
  expect(rangeOf('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
  expect(rangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
  expect(rangeOf('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  expect(rangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  expect(rangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  expect(rangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
  expect(rangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
  for (const whole of [undefined, '', 'bytes=5-2', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b']) {
    expect(rangeOf(whole, 1000), whole).toBeUndefined();
  }
});
