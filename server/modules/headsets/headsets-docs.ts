/**
 * The description of a headset's lesson files, /api/headset/files/:id (server/openapi): listed under
 * "Headset", with the Device scheme. The other headset routes are declared with their own.
 */
import {
  FILE_ANSWER,
  FILE_OTHER_ANSWERS,
  FILE_REFUSALS,
  FILE_REQUEST_HEADERS,
} from '../../openapi/file-answers';
import type { RouteDoc, RouteTable } from '../../openapi/route-doc';

const TAG = 'Headset';
const headset = (doc: RouteDoc): RouteDoc => ({ ...doc, tag: TAG });

export const headsetsDocs: RouteTable = {
  'GET /api/headset/files/:id': headset({
    summary: "A lesson's file from this headset's manifest, with byte ranges",
    description: 'A file not in this headset’s manifest is 404.',
    headers: FILE_REQUEST_HEADERS,
    answer: FILE_ANSWER,
    alsoAnswers: FILE_OTHER_ANSWERS,
    refusals: FILE_REFUSALS,
  }),
  'HEAD /api/headset/files/:id': headset({
    summary: "A lesson file's headers (size, ETag)",
    headers: FILE_REQUEST_HEADERS,
    answer: { ...FILE_ANSWER, description: 'The whole file’s headers, no body' },
  }),
};
