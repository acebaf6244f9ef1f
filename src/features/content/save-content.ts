/**
 * A content's writes on this device: create, edit and delete go through the outbox
 * like every area's. A content naming a file still being uploaded from this device waits for that
 * upload (`dependsOn` its id), so the server never sees a link to a file it does not have yet.
 */
import { changedFields, createRecord, deleteRecord, updateRecord } from '../../data/records/record-writes';
import type { ContentCreate } from '../../domain/contents/content-schema';
import { uploadIdOfLink } from '../../domain/uploads/upload-rules';
import { CONTENTS_ENDPOINT, type ContentRecord } from './content-record';

const LINKS = ['video_link', 'asset_link', 'pdf_link'] as const;

/** The uploads the links among `fields` name. */
function uploadsOf(fields: Partial<ContentCreate>): string[] {
  return LINKS.map((field) => uploadIdOfLink(fields[field])).filter((id): id is string => id !== null);
}

/** `fields`: as the domain's schema gave them. Resolves to the new content's id. */
export async function createContent(userId: string, fields: ContentCreate): Promise<string> {
  return createRecord(userId, CONTENTS_ENDPOINT, fields, {
    name: fields.chapter_title,
    dependsOn: uploadsOf(fields),
    extra: { engagement: 0 },
  });
}

/**
 * Sends only what changed; false when nothing did. The detail page's edit names the video
 * `video_file` (the server takes it as `video_link`); the device keeps it as `video_link`.
 */
export async function editContent(
  userId: string,
  original: ContentRecord,
  fields: ContentCreate,
  videoField: 'video_link' | 'video_file' = 'video_link',
): Promise<boolean> {
  const changes = changedFields(original, fields);
  // The id is the record's; the status is not the form's to change (it would go back to draft).
  delete changes._id;
  delete changes.status;
  const { video_link, ...rest } = changes;
  const body = video_link ? { ...rest, [videoField]: video_link } : changes;
  const row = await updateRecord(userId, CONTENTS_ENDPOINT, original, changes, {
    name: fields.chapter_title,
    dependsOn: uploadsOf(changes),
    body,
  });
  return row !== undefined;
}

export const deleteContent = (userId: string, content: ContentRecord) =>
  deleteRecord(userId, CONTENTS_ENDPOINT, content, content.chapter_title);
