import type { Stamped } from '../../src/domain/records';

interface StampedRow {
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The version and times of a stored record, as every API view sends them. */
export const stamps = (row: StampedRow): Omit<Stamped, '_id'> => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
