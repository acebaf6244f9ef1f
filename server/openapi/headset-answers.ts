/** The headset API's answers (docs/headsets.md), top-level objects, as `src/domain/headsets/headset.ts` types them. */
import type { JsonSchema } from './route-doc';

const dateTime = { type: 'string', format: 'date-time' };
const uuid = { type: 'string', format: 'uuid' };
const manifestVersion = { type: 'string', description: 'Opaque: `v1.<school id>.<sequence>`' };

const lesson: JsonSchema = {
  type: 'object',
  properties: {
    content_id: uuid,
    type: { enum: ['video', 'vr'] },
    chapter_number: { type: 'integer' },
    chapter_title: { type: 'string' },
    grade: { type: 'integer' },
    subject: { type: 'string' },
    version: { type: 'integer', description: 'A higher one: fetch the lesson again' },
    file: {
      type: ['object', 'null'],
      description: 'The stored file; null for a lesson given by an outside `link`',
      properties: {
        url: { type: 'string', description: '`/api/headset/files/<id>`' },
        size: { type: 'integer' },
        sha256: { type: ['string', 'null'], description: 'Hex; null while not computed yet' },
        content_type: { type: 'string' },
      },
      required: ['url', 'size', 'sha256', 'content_type'],
    },
    link: { type: ['string', 'null'] },
  },
  required: ['content_id', 'type', 'version', 'file', 'link'],
};

export const HEADSET_ANSWERS: Record<'CheckIn' | 'Manifest' | 'PlaysReceived' | 'CommandAck', JsonSchema> = {
  CheckIn: {
    type: 'object',
    description:
      'Fetch the manifest when `manifest_version` is not the one held; act on each command id once.',
    properties: {
      server_time: dateTime,
      manifest_version: manifestVersion,
      commands: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: uuid,
            kind: { enum: ['sync', 'launch_lesson', 'restart'] },
            content_id: { type: ['string', 'null'] },
            created_at: dateTime,
            expires_at: dateTime,
          },
          required: ['id', 'kind', 'content_id', 'created_at', 'expires_at'],
        },
      },
    },
    required: ['server_time', 'manifest_version', 'commands'],
  },
  Manifest: {
    type: 'object',
    description:
      '`full`: every lesson to hold (drop the others); otherwise the lessons changed and `removed`.',
    properties: {
      manifest_version: manifestVersion,
      school_id: { type: ['string', 'null'] },
      full: { type: 'boolean' },
      lessons: { type: 'array', items: lesson },
      removed: { type: 'array', items: uuid },
      reason: { type: 'string', description: 'Why the manifest is empty (no school, no active class)' },
    },
    required: ['manifest_version', 'school_id', 'full', 'lessons', 'removed'],
  },
  PlaysReceived: {
    type: 'object',
    properties: { received: { type: 'integer' }, new: { type: 'integer' } },
    required: ['received', 'new'],
  },
  CommandAck: {
    type: 'object',
    properties: { id: uuid, state: { enum: ['done', 'failed'] } },
    required: ['id', 'state'],
  },
};
