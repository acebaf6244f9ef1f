/** The description of /api/headset (server/openapi): listed under "Headset", with the Device scheme. */
import { CheckInSchema, CommandAckSchema, PlaysSchema } from '../../../src/domain/headsets/headset-schema';
import {
  FILE_ANSWER,
  FILE_OTHER_ANSWERS,
  FILE_REFUSALS,
  FILE_REQUEST_HEADERS,
} from '../../openapi/file-answers';
import type { RouteDoc, RouteTable } from '../../openapi/route-doc';
import { CommandParams, ManifestQuery } from './headset-inputs';

const TAG = 'Headset';
const headset = (doc: RouteDoc): RouteDoc => ({ ...doc, tag: TAG });

export const headsetsDocs: RouteTable = {
  'POST /api/headset/check-in': headset({
    summary: "A headset's check-in: its state and its lessons'; answers the manifest version and commands",
    description:
      'Lessons not reported keep their last state; with `lessons_full`, the lessons not listed are forgotten. Bodies up to 2 MB. Changes neither the device’s `version` nor its `updated_at`.',
    body: CheckInSchema,
    answer: {
      status: 200,
      description: 'The server time, the manifest version, the commands',
      schema: 'CheckIn',
    },
  }),
  'GET /api/headset/manifest': headset({
    summary: 'Every lesson this headset should hold; with `since`, only what changed',
    description:
      'The published video and VR lessons of the grades its school teaches. A `since` this server did not give is a 400.',
    query: ManifestQuery,
    answer: { status: 200, description: 'The manifest, whole or a delta', schema: 'Manifest' },
  }),
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
  'POST /api/headset/plays': headset({
    summary: 'Plays recorded offline, up to 1,000 a batch; each recorded once by its id',
    body: PlaysSchema,
    answer: {
      status: 200,
      description: 'How many were sent, and how many were new',
      schema: 'PlaysReceived',
    },
  }),
  'POST /api/headset/commands/:commandId/ack': headset({
    summary: 'Confirm a command handed out at check-in',
    params: CommandParams,
    body: CommandAckSchema,
    answer: { status: 200, description: "The command's state", schema: 'CommandAck' },
    refusals: {
      409: '`command_expired`: not confirmed within 24 hours; `command_confirmed`: already confirmed with the other result',
    },
  }),
};
