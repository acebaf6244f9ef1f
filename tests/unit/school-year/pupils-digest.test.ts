import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pupilsDigest } from '../../../src/domain/school-year/pupils-digest';

describe('pupilsDigest', () => {
  it('is 16 hex digits, the same whatever the order or the case of the ids', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 40 }), fc.boolean(), (ids, upper) => {
        const digest = pupilsDigest(ids);
        expect(digest).toMatch(/^[0-9a-f]{16}$/);
        const other = [...ids].reverse().map((id) => (upper ? id.toUpperCase() : id));
        expect(pupilsDigest(other)).toBe(digest);
      }),
    );
  });

  it('changes when a pupil is added, removed or replaced', () => {
    const ids = ['0b6f9c1e-0000-4000-8000-000000000001', '0b6f9c1e-0000-4000-8000-000000000002'];
    const digest = pupilsDigest(ids);
    expect(pupilsDigest(ids.slice(1))).not.toBe(digest);
    expect(pupilsDigest([...ids, '0b6f9c1e-0000-4000-8000-000000000003'])).not.toBe(digest);
    expect(pupilsDigest([ids[0]!, '0b6f9c1e-0000-4000-8000-000000000003'])).not.toBe(digest);
  });

  it('is fixed, so a device and the server agree', () => {
    expect(pupilsDigest([])).toBe('cbf29ce484222325');
    expect(pupilsDigest(['a'])).toBe('af63dc4c8601ec8c');
  });
});
