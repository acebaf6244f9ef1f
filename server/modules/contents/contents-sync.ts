import { contents } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import { contentView, type ContentRow } from './content-view';

/** Lesson content in `/api/sync`: the same for every school, in the global scope. */
export const contentsSync = syncSource<'contents', ContentRow>(contents, contentView);
