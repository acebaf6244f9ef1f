/** The description of the uploads (server/openapi): multipart and tus bodies are described by hand. */
import * as v from 'valibot';
import { UPLOAD_KINDS } from '../../../src/domain/uploads/upload-rules';
import {
  FILE_ANSWER,
  FILE_OTHER_ANSWERS,
  FILE_REFUSALS,
  FILE_REQUEST_HEADERS,
} from '../../openapi/file-answers';
import type { HeaderDoc, RouteDoc, RouteTable } from '../../openapi/route-doc';

const tus = (name: string, description: string, required = false): HeaderDoc => ({
  name,
  description,
  required,
});
const TUS_RESUMABLE = tus('Tus-Resumable', '`1.0.0`', true);
const TUS_ANSWER = [
  tus('Tus-Resumable', '`1.0.0`'),
  tus('Upload-Offset', 'The bytes received so far'),
  tus('Upload-Length', 'The size of the file'),
];
/** Every tus answer, refusals included, says `Tus-Resumable: 1.0.0`. */
const TUS_REFUSALS = {
  412: '`tus_version`, with `Tus-Version: 1.0.0`: `Tus-Resumable` missing or another version (before the token is checked)',
} as const;
const TUS_NOTE = 'Every answer, refusals included, says `Tus-Resumable: 1.0.0`.';

const multipart: RouteDoc = {
  summary: 'Upload one file (multipart field `file`), streamed to storage',
  description:
    '`kind` (video, pdf or asset) in the query or a field before the file; without it the content decides. A video may be 300 MB (MP4, AVI, MOV, WMV), a PDF or asset 100 MB; the type is read from the content.',
  query: v.object({ kind: v.optional(v.picklist(UPLOAD_KINDS)) }),
  otherBody: {
    contentType: 'multipart/form-data',
    schema: {
      type: 'object',
      properties: {
        kind: { enum: [...UPLOAD_KINDS] },
        file: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
      required: ['file'],
    },
  },
  answer: { status: 201, description: 'The file is stored', schema: 'Uploaded' },
  refusals: { 413: 'Over the kind’s size limit', 415: 'Not a type the kind allows' },
};

export const uploadsDocs: RouteTable = {
  'OPTIONS /api/files': {
    summary: 'What this tus server speaks (tus discovery; no token)',
    description:
      'A browser’s CORS preflight (with `Origin` and `Access-Control-Request-Method`) is answered by the CORS rules instead.',
    answer: {
      status: 204,
      description: 'The protocol',
      headers: [
        tus('Tus-Resumable', '`1.0.0`'),
        tus('Tus-Version', '`1.0.0`'),
        tus('Tus-Extension', '`creation,creation-with-upload,termination,expiration`'),
        tus('Tus-Max-Size', 'The largest upload in bytes (a video, 300 MB)'),
      ],
    },
    refusals: { 404: 'A CORS preflight from an origin not in `PWA_API_ORIGINS`' },
  },
  'POST /api/upload': multipart,
  'POST /api/uploads': { ...multipart, summary: 'Upload one file (the same as `/api/upload`)' },
  'POST /api/files': {
    summary: 'Create a resumable upload (tus 1.0.0 creation, creation-with-upload)',
    description:
      'The device chooses the id (a UUID, metadata `id`), so a record made offline can name `/api/files/<id>` before a byte is sent. Re-creating one’s own id answers that upload as it stands. ' +
      TUS_NOTE,
    otherBody: {
      contentType: 'application/offset+octet-stream',
      schema: { type: 'string', contentMediaType: 'application/offset+octet-stream' },
      description: 'Optional: the first bytes (creation-with-upload).',
    },
    headers: [
      TUS_RESUMABLE,
      tus('Upload-Length', 'The size of the file in bytes', true),
      tus(
        'Upload-Metadata',
        '`id`, `filename`, `filetype` and `kind` (video, pdf or asset), each base64',
        true,
      ),
    ],
    answer: {
      status: 201,
      description: 'Created; `Location` is `/api/files/<id>`',
      headers: [tus('Location', '`/api/files/<id>`'), ...TUS_ANSWER],
    },
    refusals: {
      ...TUS_REFUSALS,
      409: 'The id is another user’s upload',
      413: 'Upload-Length over the kind’s limit',
      415: 'A body that is not `application/offset+octet-stream`',
      429: '`too_many_uploads`, with `Retry-After`: already 10 unfinished uploads of one’s own, or 2 GB declared by them',
    },
  },
  'PATCH /api/files/:id': {
    summary: 'Send the next bytes of one’s own upload (tus)',
    description: `When the last byte arrives the content is checked: a wrong type answers 415. ${TUS_NOTE}`,
    otherBody: {
      contentType: 'application/offset+octet-stream',
      schema: { type: 'string', contentMediaType: 'application/offset+octet-stream' },
    },
    headers: [TUS_RESUMABLE, tus('Upload-Offset', 'Where these bytes start', true)],
    answer: { status: 204, description: 'The bytes are stored', headers: TUS_ANSWER },
    refusals: {
      ...TUS_REFUSALS,
      403: 'Another user’s upload',
      409: 'Finished already, or a wrong offset',
      410: 'Expired (24 hours after creation)',
      413: 'More bytes than the upload’s length',
      415: 'Not a type the kind allows, or a body that is not `application/offset+octet-stream`',
    },
  },
  'DELETE /api/files/:id': {
    summary: 'Abandon one’s own unfinished upload (tus termination)',
    description: TUS_NOTE,
    headers: [TUS_RESUMABLE],
    answer: { status: 204, description: 'Removed', headers: [tus('Tus-Resumable', '`1.0.0`')] },
    refusals: {
      ...TUS_REFUSALS,
      400: 'A finished upload: its file stays',
      403: 'Another user’s upload',
    },
  },
  'GET /api/files/:id': {
    summary: 'A finished file, with byte ranges (a capability link: no token)',
    description: 'Cached a year, immutable.',
    headers: FILE_REQUEST_HEADERS,
    answer: FILE_ANSWER,
    alsoAnswers: FILE_OTHER_ANSWERS,
    refusals: FILE_REFUSALS,
  },
  'HEAD /api/files/:id': {
    summary: 'A finished file’s headers; with `Tus-Resumable`, one’s own upload’s offset (tus)',
    description:
      'Without `Tus-Resumable` it is public like GET; with it, the owner’s token is needed, and every answer says `Tus-Resumable: 1.0.0`.',
    headers: [tus('Tus-Resumable', '`1.0.0`: ask as tus')],
    answer: { status: 200, description: 'The headers', headers: TUS_ANSWER },
    refusals: {
      ...TUS_REFUSALS,
      401: 'As tus: no token or a bad one',
      403: 'As tus: another user’s upload',
      404: 'Unknown, or (without `Tus-Resumable`) not finished',
      410: 'As tus: expired (24 hours after creation)',
      423: 'As tus: the last bytes are being checked; ask again',
    },
  },
};
