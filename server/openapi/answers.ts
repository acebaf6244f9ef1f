/** The shapes of the API's answers (docs/api.md), written by hand; `tests/server/api-contract.test.ts` holds every answer to them. */
import { ERROR_TYPES } from '../http/errors';
import { HEADSET_ANSWERS } from './headset-answers';
import type { AnswerName, JsonSchema } from './route-doc';

const record: JsonSchema = {
  type: 'object',
  description: "A stored record in its API view: the entity's own fields and these.",
  properties: {
    _id: { type: 'string', format: 'uuid' },
    version: { type: 'integer', minimum: 1 },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  required: ['_id'],
  additionalProperties: true,
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    message: { type: 'string', description: 'The text to show.' },
    errorType: { enum: [...ERROR_TYPES] },
    errors: {
      type: 'object',
      description: "A field's dot path (`rows.3.email`) → its message.",
      additionalProperties: { type: 'string' },
    },
    current: { ...ref('Record'), description: "The server's record, on a `version_conflict`." },
    requestId: { type: 'string', description: 'Also the `X-Request-Id` header and the log lines’ `reqId`.' },
  },
  required: ['success', 'message', 'errorType'],
};

const pagination: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['page', 'limit', 'total', 'totalPages']
      .map((key) => [key, { type: 'integer' }])
      .concat([
        ['hasNext', { type: 'boolean' }],
        ['hasPrev', { type: 'boolean' }],
      ]),
  ),
};

const success = { const: true };

export const ANSWER_SCHEMAS: Record<AnswerName | 'Error', JsonSchema> = {
  Error: ERROR_SCHEMA,
  Record: record,
  Written: {
    type: 'object',
    description: 'A write: the record as stored, and a message to show.',
    properties: { success, message: { type: 'string' }, data: ref('Record') },
    required: ['success', 'data'],
  },
  Data: {
    type: 'object',
    description: 'One record, or what the route computes, under `data`.',
    properties: { success, data: {} },
    required: ['success', 'data'],
  },
  List: {
    type: 'object',
    description: 'A page of a list (docs/api.md, "Lists").',
    properties: {
      success,
      data: { type: 'array', items: ref('Record') },
      pagination,
      filters: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
    },
    required: ['success', 'data', 'pagination'],
  },
  Bulk: {
    type: 'object',
    description: "Every row's record in request order; `created` counts the new ones.",
    properties: { success, created: { type: 'integer' }, data: { type: 'array', items: ref('Record') } },
    required: ['success', 'data'],
  },
  Message: {
    type: 'object',
    properties: { success, message: { type: 'string' } },
    required: ['success', 'message'],
  },
  SignIn: {
    type: 'object',
    description: 'The same JWT under `access_token` and `token`.',
    properties: {
      access_token: { type: 'string' },
      token: { type: 'string' },
      user: ref('Record'),
      role: { enum: ['super_admin', 'school_admin', 'user'] },
      schoolId: { type: ['string', 'null'] },
      first_sign_in: { type: 'boolean', description: 'The account had never signed in before.' },
    },
    required: ['access_token', 'token', 'user', 'role', 'first_sign_in'],
  },
  SyncPage: {
    type: 'object',
    description: 'Changed records and tombstones of the scope since the cursor (docs/sync.md).',
    properties: {
      success,
      changes: {
        type: 'array',
        items: { type: 'object', properties: { entity: { type: 'string' }, record: ref('Record') } },
      },
      tombstones: {
        type: 'array',
        items: { type: 'object', properties: { entity: { type: 'string' }, _id: { type: 'string' } } },
      },
      cursor: { type: 'string' },
      hasMore: { type: 'boolean' },
    },
    required: ['success', 'changes', 'tombstones', 'cursor', 'hasMore'],
  },
  Uploaded: {
    type: 'object',
    properties: {
      success,
      message: { type: 'string' },
      url: { type: 'string', description: '`/api/files/<id>`' },
      data: {
        type: 'object',
        properties: {
          url: { type: 'string' },
          id: { type: 'string', format: 'uuid' },
          filename: { type: 'string' },
          size: { type: 'integer' },
          type: { type: 'string' },
        },
      },
    },
    required: ['success', 'url', 'data'],
  },
  SignInOrChallenge: {
    description:
      'Signed in; or, with two-factor sign-in on, the right password answers a challenge and mails a code.',
    oneOf: [
      ref('SignIn'),
      {
        type: 'object',
        properties: {
          success,
          twoFactorRequired: { const: true },
          challenge: { type: 'string' },
          message: { type: 'string' },
        },
        required: ['success', 'twoFactorRequired', 'challenge', 'message'],
      },
    ],
  },
  Settings: {
    type: 'object',
    description: "The person's own settings under `data`; a change's answer has a message too.",
    properties: {
      success,
      message: { type: 'string' },
      data: {
        type: 'object',
        properties: {
          emailNotifications: { type: 'boolean' },
          twoFactor: { type: 'boolean' },
          theme: { enum: ['system', 'light', 'dark'] },
          compactView: { type: 'boolean' },
          language: { enum: ['en', 'mr', 'hi', null] },
          version: { type: 'integer', minimum: 1 },
        },
        required: ['emailNotifications', 'twoFactor', 'theme', 'compactView', 'language', 'version'],
      },
    },
    required: ['success', 'data'],
  },
  OpenApi: { type: 'object', description: 'This document.', additionalProperties: true },
  ...HEADSET_ANSWERS,
};
