/**
 * Field rules shared by the Student, Teacher and User forms, their imports and the server.
 * A name is tidied before it is checked, wherever it comes from: spaces around it dropped (a tablet
 * keyboard's word suggestion adds one) and spaces inside collapsed; only what is still wrong after
 * that is refused (docs/api.md, "Validation").
 */
import * as v from 'valibot';
import { defineMessages } from '../i18n/languages';

export const PERSON_MESSAGES = defineMessages({
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 100 characters',
  nameLetters: 'Name must contain only letters and spaces',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be less than 100 characters',
});

/**
 * Letters of any script and single spaces between words. Devanagari names (Marathi, Hindi) may hold the
 * zero-width joiner and non-joiner (U+200D, U+200C), which choose how two letters join.
 */
const LETTERS_AND_SPACES = /^(?:[\p{L}\p{M} ]|\u200c|\u200d)+$/u;

export const collapseSpaces = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A person's name, tidied, then checked. */
export const personName = (required: string) =>
  v.pipe(
    v.string(required),
    v.transform(collapseSpaces),
    v.nonEmpty(required),
    v.minLength(2, PERSON_MESSAGES.nameTooShort),
    v.maxLength(100, PERSON_MESSAGES.nameTooLong),
    v.regex(LETTERS_AND_SPACES, PERSON_MESSAGES.nameLetters),
  );

export const personEmail = v.pipe(
  v.string(PERSON_MESSAGES.emailRequired),
  v.trim(),
  v.nonEmpty(PERSON_MESSAGES.emailRequired),
  v.maxLength(100, PERSON_MESSAGES.emailTooLong),
  v.email(PERSON_MESSAGES.emailInvalid),
  v.toLowerCase(),
);

/** Letters and digits, upper-cased (roll numbers, teacher ids). */
export const code = (
  messages: { required: string; tooShort: string; tooLong: string; invalid: string },
  min: number,
  max: number,
) =>
  v.pipe(
    v.string(messages.required),
    v.trim(),
    v.nonEmpty(messages.required),
    v.minLength(min, messages.tooShort),
    v.maxLength(max, messages.tooLong),
    v.regex(/^[A-Za-z0-9]+$/, messages.invalid),
    v.toUpperCase(),
  );

export const ACTIVE_STATUSES = ['active', 'inactive'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

export const activeStatus = (required: string, invalid: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(required),
    v.check((value) => (ACTIVE_STATUSES as readonly string[]).includes(value), invalid),
    v.transform((value) => value as ActiveStatus),
  );

/** A record id made on a device or the server (UUID). */
/** A record's id: a UUID (any case). */
export const RECORD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const recordId = (message: string) => v.pipe(v.string(message), v.regex(RECORD_ID_PATTERN, message));
