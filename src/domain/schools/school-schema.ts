/**
 * The School form: values trimmed, e-mails lowercased, spaces inside phone numbers and PIN
 * codes ignored. Usable per field (the form validates on change) and whole (form, create, patch).
 */
import * as v from 'valibot';
import { SCHOOL_STATUSES, type SchoolStatus } from './school';
import { SCHOOL_API_MESSAGES, SCHOOL_MESSAGES as M } from './school-messages';

const MAX_EMAIL = 254;

const text = (min: number, max: number, required: string, tooShort: string, tooLong: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.minLength(min, tooShort),
    v.maxLength(max, tooLong),
  );

const email = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(MAX_EMAIL, M.emailInvalid),
    v.email(M.emailInvalid),
    v.toLowerCase(),
  );

const digitsOnly = (pattern: RegExp, required: string, invalid: string) =>
  v.pipe(
    v.string(required),
    v.transform((value) => value.replace(/\s+/g, '')),
    v.nonEmpty(required),
    v.regex(pattern, invalid),
  );

/** An Indian mobile number: 10 digits, first digit 6-9. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** An Indian PIN code: 6 digits, first digit 1-9. */
export const PIN_CODE = /^[1-9]\d{5}$/;

export const SchoolStatusSchema = v.pipe(
  v.string(M.statusRequired),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(M.statusRequired),
  v.check((value) => (SCHOOL_STATUSES as readonly string[]).includes(value), M.statusInvalid),
  v.transform((value) => value as SchoolStatus),
);

/** One schema per form field, in the form's order. */
export const SCHOOL_FIELD_SCHEMAS = {
  school_name: text(2, 100, M.schoolNameRequired, M.schoolNameTooShort, M.schoolNameTooLong),
  email: email(M.emailRequired),
  phone_number: digitsOnly(INDIAN_MOBILE, M.phoneRequired, M.phoneInvalid),
  contact: text(2, 100, M.contactRequired, M.contactTooShort, M.contactTooLong),
  status: SchoolStatusSchema,
  street: text(3, 200, M.streetRequired, M.streetTooShort, M.streetTooLong),
  locality: text(3, 200, M.localityRequired, M.localityTooShort, M.localityTooLong),
  city: text(2, 100, M.cityRequired, M.cityTooShort, M.cityTooLong),
  state: text(2, 100, M.stateRequired, M.stateTooShort, M.stateTooLong),
  pincode: digitsOnly(PIN_CODE, M.pincodeRequired, M.pincodeInvalid),
  principal_name: text(2, 100, M.principalNameRequired, M.principalNameTooShort, M.principalNameTooLong),
  principal_email: email(M.principalEmailRequired),
  principal_contact: digitsOnly(INDIAN_MOBILE, M.principalContactRequired, M.phoneInvalid),
} as const;

export type SchoolField = keyof typeof SCHOOL_FIELD_SCHEMAS;

/** The fields the '{n}/12 fields completed' counter counts: every field but status, which always has a value. */
export const SCHOOL_FORM_FIELDS = [
  'school_name',
  'email',
  'phone_number',
  'contact',
  'street',
  'locality',
  'city',
  'state',
  'pincode',
  'principal_name',
  'principal_email',
  'principal_contact',
] as const satisfies readonly SchoolField[];

export const SchoolFormSchema = v.object(SCHOOL_FIELD_SCHEMAS);
export type SchoolFormInput = v.InferInput<typeof SchoolFormSchema>;
export type SchoolFormValues = v.InferOutput<typeof SchoolFormSchema>;

/** What a client chose as a new record's id (docs/api.md, "Client-chosen ids"): a UUID, kept lowercase. */
export const ClientIdSchema = v.pipe(v.string(M.idInvalid), v.trim(), v.uuid(M.idInvalid), v.toLowerCase());

/** `POST /schools/initiate-school`: the form, status defaulting to active, and an optional client-chosen id. */
export const SchoolCreateSchema = v.object({
  ...SCHOOL_FIELD_SCHEMAS,
  status: v.optional(SchoolStatusSchema, 'active'),
  _id: v.optional(ClientIdSchema),
});
export type SchoolCreateValues = v.InferOutput<typeof SchoolCreateSchema>;

/** `PATCH /schools/{id}`: any subset of the form's fields; other keys are ignored. */
export const SchoolPatchSchema = v.partial(SchoolFormSchema);
export type SchoolPatchValues = v.InferOutput<typeof SchoolPatchSchema>;

export const MAX_BULK_SCHOOLS = 500;

/** `PUT /schools/bulk-update`. */
export const SchoolBulkUpdateSchema = v.object({
  schoolIds: v.pipe(
    v.array(
      v.pipe(v.string(M.idInvalid), v.maxLength(100, M.idInvalid)),
      SCHOOL_API_MESSAGES.schoolIdsRequired,
    ),
    v.minLength(1, SCHOOL_API_MESSAGES.schoolIdsRequired),
    v.maxLength(MAX_BULK_SCHOOLS, SCHOOL_API_MESSAGES.tooManySchoolIds),
    v.transform((ids) => [...new Set(ids)]),
  ),
  status: SchoolStatusSchema,
});

/** The message for one field's value, or undefined when it is valid. */
export function validateSchoolField(field: SchoolField, value: unknown): string | undefined {
  const result = v.safeParse(SCHOOL_FIELD_SCHEMAS[field], value);
  return result.success ? undefined : result.issues[0].message;
}

/** Every field's message, keyed by field; empty when the whole form is valid. */
export function schoolFormErrors(
  values: Partial<Record<SchoolField, unknown>>,
): Partial<Record<SchoolField, string>> {
  const errors: Partial<Record<SchoolField, string>> = {};
  for (const field of Object.keys(SCHOOL_FIELD_SCHEMAS) as SchoolField[]) {
    const message = validateSchoolField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** How many of the 12 counted fields hold a valid value. */
export function completedSchoolFields(values: Partial<Record<SchoolField, unknown>>): number {
  return SCHOOL_FORM_FIELDS.filter((field) => validateSchoolField(field, values[field]) === undefined).length;
}
