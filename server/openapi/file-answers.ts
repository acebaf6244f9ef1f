/**
 * How a stored file is answered, wherever it is served (`/api/files/:id`, a headset's lesson files):
 * in its own content type, whole or by a byte range, `304` for an `ETag` already held.
 */
import { ALLOWED_TYPES } from '../../src/domain/uploads/upload-rules';
import type { AnswerDoc, HeaderDoc } from './route-doc';

const header = (name: string, description: string): HeaderDoc => ({ name, description });

/** Every type a stored file can have: the types the upload kinds accept, read from the content. */
export const FILE_TYPES: readonly string[] = [...new Set(Object.values(ALLOWED_TYPES).flat())].sort();

export const FILE_REQUEST_HEADERS: readonly HeaderDoc[] = [
  header('Range', 'One range, `bytes=<first>-` or `bytes=<first>-<last>`: resume a cut download'),
  header('If-Range', 'The ETag held: when the file is another, the whole file (200), never a piece of it'),
  header('If-None-Match', 'The ETag held: `304` with no body when the file is the same'),
];

const ANSWER_HEADERS: readonly HeaderDoc[] = [
  header('Accept-Ranges', '`bytes`'),
  header('ETag', "The file's identity: a file never changes under its id"),
];

export const FILE_ANSWER: AnswerDoc = {
  status: 200,
  description: 'The whole file, in its own type',
  contentType: FILE_TYPES,
  headers: ANSWER_HEADERS,
};

export const FILE_OTHER_ANSWERS: readonly AnswerDoc[] = [
  {
    status: 206,
    description: 'The range asked for',
    contentType: FILE_TYPES,
    headers: [...ANSWER_HEADERS, header('Content-Range', '`bytes <first>-<last>/<size>`')],
  },
  { status: 304, description: 'The file held (`If-None-Match`) is the same' },
];

export const FILE_REFUSALS = { 416: 'The range starts past the end of the file' } as const;
