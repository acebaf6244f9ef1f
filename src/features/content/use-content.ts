/** One content as this device has it, for its detail page: from the mirror, so it opens offline. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { TTL_MS } from '../../data/db/entities';
import { usePendingMarks } from '../../data/outbox/use-outbox';
import { useLookedAgain } from '../../data/sync/use-looked-again';
import { useScope } from '../../data/sync/use-scope';
import type { ContentRecord } from './content-record';

export type ContentLookup =
  { state: 'loading' } | { state: 'missing' } | { state: 'found'; content: ContentRecord };

async function readContent(id: string): Promise<ContentLookup> {
  const content = id ? await db.contents.get(id) : undefined;
  return content ? { state: 'found', content } : { state: 'missing' };
}

export function useContent(id: string) {
  const scope = useScope('global', TTL_MS.contents);
  const read = useLiveQuery(() => readContent(id), [id]);
  const pending = usePendingMarks('contents').get(id);
  const settled = useLookedAgain(scope, read?.state === 'missing');
  const lookup: ContentLookup = !read || (read.state === 'missing' && !settled) ? { state: 'loading' } : read;
  return { scope, lookup, pending };
}
