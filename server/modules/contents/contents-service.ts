/**
 * Content writes, global like the devices': client-chosen ids with idempotent
 * repeats, versions, soft deletes. The class must be a live master class and the subject one of its
 * live master subjects; the rules across fields are checked on the record as it will be stored.
 */
import {
  CONTENT_MESSAGES as M,
  contentRuleErrors,
  type ContentCreate,
  type ContentUpdate,
} from '../../../src/domain/contents/content-schema';
import { newId } from '../../../src/domain/ids';
import { BULK_MESSAGES } from '../../../src/domain/csv/bulk-request';
import type { Db } from '../../db/connection';
import { contents } from '../../db/schema';
import { badRequest, duplicate, notFound, versionConflict } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import { orClash } from '../../kit/record-write';
import { unfinishedUploadErrors } from '../uploads';
import { toContentView, type ContentRow } from './content-view';
import { contentRows, mastersOf } from './contents-repository';

type Stored = Pick<
  ContentRow,
  | 'content_type'
  | 'class'
  | 'subject'
  | 'theme'
  | 'scene_id'
  | 'video_link'
  | 'is_experimental'
  | 'scene_name'
>;

type Links = Partial<Pick<ContentRow, 'video_link' | 'asset_link' | 'pdf_link'>>;

/** The rules across fields, the master class and subject when they change, and the links given now. */
async function assertValid(db: Db, record: Stored, mastersChanged: boolean, links: Links): Promise<void> {
  const errors = { ...(await unfinishedUploadErrors(db, links)), ...contentRuleErrors(record) };
  if (mastersChanged) {
    const { classLive, subjectOfClass } = await mastersOf(db, record.class, record.subject);
    if (!classLive) errors.class = M.classInvalid;
    else if (!subjectOfClass) errors.subject = M.subjectInvalid;
  }
  if (Object.keys(errors).length > 0) throw badRequest(M.validationFailed, errors);
}

const idTaken = () => duplicate(BULK_MESSAGES.idTaken, '_id');

/** A create whose id is stored answers the stored content (a replay); a deleted one's id is taken. */
export async function createContent({ tx, touch }: WriteContext, input: ContentCreate) {
  const { _id: chosenId, ...fields } = input;
  const id = chosenId ?? newId();
  const stored = async () => {
    const existing = await contentRows.find(tx, id, { withDeleted: true });
    if (!existing || existing.deletedAt) throw idTaken();
    return toContentView(existing);
  };
  if (await contentRows.find(tx, id, { withDeleted: true })) return stored();
  const { video_link, asset_link, pdf_link } = fields;
  await assertValid(tx, fields, true, { video_link, asset_link, pdf_link });
  const row = await orClash(contentRows.insert(tx, { ...fields, _id: id }), idTaken);
  if (!row) return stored();
  touch(contents, id);
  return toContentView(row);
}

/** The content, locked for the write: 404 when unknown or deleted (unless allowed), 409 when stale. */
async function locked(db: Db, id: string, baseVersion: number | undefined, allowDeleted = false) {
  const row = await contentRows.find(db, id, { withDeleted: true, forUpdate: true });
  if (!row || (row.deletedAt && !allowDeleted)) throw notFound(M.notFound);
  if (!row.deletedAt && baseVersion !== undefined && row.version !== baseVersion) {
    throw versionConflict(toContentView(row));
  }
  return row;
}

export async function updateContent(
  { tx, touch }: WriteContext,
  id: string,
  changes: ContentUpdate,
  baseVersion: number | undefined,
) {
  const current = await locked(tx, id, baseVersion);
  const merged = { ...current, ...changes };
  const mastersChanged = merged.class !== current.class || merged.subject !== current.subject;
  // Only the links this change sets: a link stored before stays as it is.
  const { video_link, asset_link, pdf_link } = changes;
  await assertValid(tx, merged, mastersChanged, { video_link, asset_link, pdf_link });
  const row = (await contentRows.update(tx, id, changes))!;
  touch(contents, id);
  return toContentView(row);
}

/** Soft delete; deleting a deleted content succeeds. */
export async function deleteContent(
  { tx, touch }: WriteContext,
  id: string,
  baseVersion: number | undefined,
) {
  const current = await locked(tx, id, baseVersion, true);
  if (current.deletedAt) return toContentView(current);
  const row = (await contentRows.softDelete(tx, id))!;
  touch(contents, id);
  return toContentView(row);
}
