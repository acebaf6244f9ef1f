import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../src/data/outbox/outbox-types';
import { yearStartBlock } from '../../../src/features/school-year/year-start-block';

const NOW = new Date('2027-06-10T10:00:00Z');
const row = (path: string) =>
  ({ id: 'r1', entity: 'schools', request: { method: 'POST', path } }) as OutboxRow;

describe('when a school new year cannot be started', () => {
  it('a start or undo of it still in the outbox holds a new preview back', () => {
    const school = { new_year_undo_until: null };
    expect(yearStartBlock([row('/schools/s1/new-year')], school, NOW)).toBe('pending');
    expect(yearStartBlock([row('/schools/s1/new-year/undo')], school, NOW)).toBe('pending');
  });

  it('a school just moved up, its new year still undoable, must undo it first', () => {
    expect(yearStartBlock([], { new_year_undo_until: '2027-06-15T10:00:00Z' }, NOW)).toBe('undo-first');
  });

  it('once the undo window has closed, or with none, the new year can be started', () => {
    expect(yearStartBlock([], { new_year_undo_until: '2027-06-09T10:00:00Z' }, NOW)).toBeNull();
    expect(yearStartBlock([], { new_year_undo_until: null }, NOW)).toBeNull();
  });
});
