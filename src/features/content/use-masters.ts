/** The master classes and subjects of the global mirror, by id (empty until read). */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import type { Masters } from './content-record';

export function useMasters(): { masters: Masters; loaded: boolean } {
  const classes = useLiveQuery(() => db.masterClasses.toArray(), []);
  const subjects = useLiveQuery(() => db.masterSubjects.toArray(), []);
  return useMemo(
    () => ({
      masters: {
        classes: new Map((classes ?? []).map((row) => [row._id, row])),
        subjects: new Map((subjects ?? []).map((row) => [row._id, row])),
      },
      loaded: classes !== undefined && subjects !== undefined,
    }),
    [classes, subjects],
  );
}
