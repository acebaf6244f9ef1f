/**
 * fast-check arbitraries of hostile input for the route fuzz (`route-fuzz.test.ts`): text with control
 * and invisible characters (bidirectional overrides, zero-width spaces), lone surrogates and huge lengths,
 * bodies that are not UTF-8, values of every JSON type, nested objects and arrays,
 * prototype keys, and requests built from a route's valid request with some of its parts replaced.
 */
import fc from 'fast-check';
import type { RouteRequest } from './route-table';

const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[2J',
  '\u007f\u0085\u2028\ufeff',
  '\ud800',
  'a\udfffb',
  'abc\u202egpj.exe',
  '\u2066x\u2069',
  'a\u200bb\u2060c',
  '\u00adsoft',
  '\u200e\u200f\u061c',
  'क्\u200dष र्\u200cय',
  '%00',
  '%',
  '../../etc/passwd',
  "'; drop table users; --",
  '\\',
  '"',
  'null',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-fffffffffffff',
  'g0000000-0000-4000-8000-000000000000',
  '😀🏳️‍🌈',
  'ＡＢＣ',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  'W/"1"',
  '*',
  'school:',
  'school:00000000-0000-0000-0000-000000000000',
  'global',
];

/** Keys a body or query might be poisoned with. */
const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '_id',
  'version',
  'role',
];

/** Text of every kind: any code point, odd strings, UUIDs, and huge ones. */
export const hostileText = (huge = true) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: huge ? 1 : 0,
      arbitrary: fc.constantFrom(300, 5_000, 100_000).map((length) => 'x'.repeat(length)),
    },
  );

/** An object whose keys may be `__proto__` and the like as own keys (as JSON.parse would make them). */
function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

export const hostileKey = fc.oneof(
  fc.constantFrom(...ODD_KEYS),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** A JSON value of any type, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300, 0.5),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(objectOf),
  ),
})).value;

/** Bodies no schema expects: deep nesting, broken JSON, JSON of the wrong shape. */
const RAW_BODIES = [
  '['.repeat(50_000) + ']'.repeat(50_000),
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  '{',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '"\\u0000"',
  '{"a":"\\ud800"}',
  '1e999',
  '',
  // Not UTF-8: a Latin-1 byte, and a Devanagari letter cut in its middle.
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]),
  Buffer.concat([Buffer.from('{"a":"'), Buffer.from('आ').subarray(0, 2), Buffer.from('"}')]),
];

export type Body =
  { kind: 'json'; value: unknown } | { kind: 'raw'; text: string | Buffer; type: string } | { kind: 'valid' };

/** A body for a route whose valid body is `valid`: it with some fields changed, another value, or raw text. */
export function hostileBody(valid: RouteRequest['payload']): fc.Arbitrary<Body> {
  const base = valid && typeof valid === 'object' && !Buffer.isBuffer(valid) ? valid : {};
  const fields = Object.keys(base);
  const changed = fc
    .array(
      fc.tuple(
        fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), hostileKey) : hostileKey,
        hostileValue,
      ),
      {
        minLength: 1,
        maxLength: 3,
      },
    )
    .map((changes): Body => ({
      kind: 'json',
      value: objectOf([...Object.entries(base), ...changes]),
    }));
  return fc.oneof(
    { weight: 4, arbitrary: changed },
    { weight: 2, arbitrary: hostileValue.map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 20 })),
        type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      }),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'valid' }) },
  );
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Percent-encoded as in a URL; a lone surrogate (which has no UTF-8) becomes the bytes a sloppy encoder would send. */
export const encoded = (text: string) => text.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');

const RAW_PATH_SEGMENTS = [
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%FF',
  '%C3',
  '%E2%80%AE',
  '..',
  '%2e%2e',
  '%2F',
  '%20',
  '.',
  '~',
];

/** A path segment: the valid one, any text (encoded), or raw odd escapes. */
export const hostileSegment = (valid: string) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid) },
    { weight: 4, arbitrary: hostileText(false).map(encoded) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
  );

/** Query pairs to add to (or repeat in) a valid query, keys from the route's own and others. */
export const hostileQuery = (names: string[]) =>
  fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...names, 'page', 'limit', 'search', 'q', 'status', 'school_id', 'since', 'scope'),
        hostileKey,
      ),
      fc.oneof(hostileText(), fc.constantFrom('%', '%zz', '%00', '&', '=', '[]')),
    ),
    { maxLength: 4 },
  );

/** Header values a client can send (visible ASCII), for If-Match, Idempotency-Key and the tus headers. */
export const hostileHeaderValue = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    'W/"x"',
    '*',
    'x'.repeat(5000),
    'id ,kind',
    'a b c',
  ),
);
