import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SCHOOL_FIELD_SCHEMAS,
  SCHOOL_FORM_FIELDS,
  SchoolBulkUpdateSchema,
  SchoolCreateSchema,
  SchoolFormSchema,
  SchoolPatchSchema,
  completedSchoolFields,
  schoolFormErrors,
  validateSchoolField,
  type SchoolField,
  type SchoolFormInput,
} from '../../../src/domain/schools/school-schema';
import { SchoolListQuerySchema } from '../../../src/domain/schools/school-query-schema';
import { SCHOOL_MESSAGES } from '../../../src/domain/schools/school-messages';

const valid: SchoolFormInput = {
  school_name: 'Zilla Parishad Primary School Ambavade',
  email: 'office@ambavade.shala.demo',
  phone_number: '9822012345',
  contact: 'Savita Jagtap',
  status: 'active',
  street: 'Near Gram Panchayat Office',
  locality: 'Ambavade',
  city: 'Bhor',
  state: 'Maharashtra',
  pincode: '412206',
  principal_name: 'Rajendra Kale',
  principal_email: 'rajendra.kale@ambavade.shala.demo',
  principal_contact: '7722012345',
};

/** The School form: every message with an input that earns it. */
const SPEC_CASES: Array<[SchoolField, unknown, string]> = [
  ['school_name', '', 'School name is required'],
  ['school_name', 'A', 'School name must be at least 2 characters'],
  ['school_name', 'A'.repeat(101), 'School name must be less than 100 characters'],
  ['email', '   ', 'Email is required'],
  ['email', 'office@', 'Please enter a valid email address'],
  ['phone_number', '', 'Phone number is required'],
  ['phone_number', '5822012345', 'Please enter a valid 10-digit Indian mobile number'],
  ['phone_number', '982201234', 'Please enter a valid 10-digit Indian mobile number'],
  ['contact', '', 'Contact person is required'],
  ['status', '', 'Status is required'],
  ['status', undefined, 'Status is required'],
  ['locality', '', 'Locality/Village is required'],
  ['pincode', '', 'PIN code is required'],
  ['pincode', '012345', 'Please enter a valid 6-digit PIN code'],
  ['pincode', '41220', 'Please enter a valid 6-digit PIN code'],
  ['principal_email', '', 'Principal email is required'],
  ['principal_email', 'kale.at.school', 'Please enter a valid email address'],
  ['principal_contact', '', 'Principal contact is required'],
  ['principal_contact', '12345', 'Please enter a valid 10-digit Indian mobile number'],
];

/** The lengths stated without a message, worded like the ones it gives. */
const LENGTH_CASES: Array<[SchoolField, string, string]> = [
  ['contact', 'S', 'Contact person must be at least 2 characters'],
  ['contact', 'S'.repeat(101), 'Contact person must be less than 100 characters'],
  ['street', '', 'Street is required'],
  ['street', 'Rd', 'Street must be at least 3 characters'],
  ['street', 'R'.repeat(201), 'Street must be less than 200 characters'],
  ['locality', 'Am', 'Locality/Village must be at least 3 characters'],
  ['locality', 'A'.repeat(201), 'Locality/Village must be less than 200 characters'],
  ['city', '', 'City is required'],
  ['city', 'B', 'City must be at least 2 characters'],
  ['city', 'B'.repeat(101), 'City must be less than 100 characters'],
  ['state', '', 'State is required'],
  ['state', 'M', 'State must be at least 2 characters'],
  ['state', 'M'.repeat(101), 'State must be less than 100 characters'],
  ['principal_name', '', 'Principal name is required'],
  ['principal_name', 'R', 'Principal name must be at least 2 characters'],
  ['principal_name', 'R'.repeat(101), 'Principal name must be less than 100 characters'],
  ['status', 'closed', 'Status must be active or inactive'],
];

describe('School form schema', () => {
  it.each(SPEC_CASES)('%s = %j gives the message %s', (field, value, message) => {
    expect(validateSchoolField(field, value)).toBe(message);
    const result = v.safeParse(SchoolFormSchema, { ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it.each(LENGTH_CASES)('%s = %j gives %s', (field, value, message) => {
    expect(validateSchoolField(field, value)).toBe(message);
  });

  it('accepts the lengths at their limits', () => {
    expect(validateSchoolField('school_name', 'AB')).toBeUndefined();
    expect(validateSchoolField('school_name', 'A'.repeat(100))).toBeUndefined();
    expect(validateSchoolField('street', 'R'.repeat(200))).toBeUndefined();
    expect(validateSchoolField('street', 'Rd.')).toBeUndefined();
  });

  it('answers a required message for a value of the wrong type', () => {
    expect(validateSchoolField('school_name', 42)).toBe(SCHOOL_MESSAGES.schoolNameRequired);
    expect(validateSchoolField('pincode', 412206)).toBe(SCHOOL_MESSAGES.pincodeRequired);
    expect(validateSchoolField('email', null)).toBe(SCHOOL_MESSAGES.emailRequired);
  });

  it('trims every value, lowercases both e-mails and ignores spaces in phone numbers and PIN codes', () => {
    const output = v.parse(SchoolFormSchema, {
      ...valid,
      school_name: '  ZP School Bhilar  ',
      email: '  Office@Bhilar.Shala.DEMO ',
      phone_number: ' 98220 12345 ',
      principal_email: 'Vilas.Bhilare@Bhilar.Shala.Demo',
      principal_contact: '77220 12345',
      pincode: ' 412 805 ',
      status: ' Inactive ',
    });
    expect(output).toMatchObject({
      school_name: 'ZP School Bhilar',
      email: 'office@bhilar.shala.demo',
      phone_number: '9822012345',
      principal_email: 'vilas.bhilare@bhilar.shala.demo',
      principal_contact: '7722012345',
      pincode: '412805',
      status: 'inactive',
    });
  });

  it('counts the 12 form fields, status not among them', () => {
    expect(SCHOOL_FORM_FIELDS).toHaveLength(12);
    expect(SCHOOL_FORM_FIELDS).not.toContain('status');
    expect(Object.keys(SCHOOL_FIELD_SCHEMAS)).toEqual(
      expect.arrayContaining([...SCHOOL_FORM_FIELDS, 'status']),
    );
    expect(completedSchoolFields(valid)).toBe(12);
    expect(completedSchoolFields({ ...valid, email: 'nope', pincode: '' })).toBe(10);
    expect(completedSchoolFields({})).toBe(0);
  });

  it('lists every field message at once and none for a valid form', () => {
    expect(schoolFormErrors(valid)).toEqual({});
    expect(schoolFormErrors({})).toMatchObject({
      school_name: 'School name is required',
      locality: 'Locality/Village is required',
      principal_contact: 'Principal contact is required',
      status: 'Status is required',
    });
  });
});

describe('create, patch and bulk schemas', () => {
  it('defaults status to active on create and takes a client-chosen UUID, lowercased', () => {
    const withoutStatus: Partial<SchoolFormInput> = { ...valid };
    delete withoutStatus.status;
    const id = '0190A1B2-C3D4-7E5F-8A6B-7C8D9E0F1A2B';
    const output = v.parse(SchoolCreateSchema, { ...withoutStatus, _id: id });
    expect(output.status).toBe('active');
    expect(output._id).toBe(id.toLowerCase());
    expect(v.safeParse(SchoolCreateSchema, { ...valid, _id: 'school-1' }).issues?.[0]?.message).toBe(
      SCHOOL_MESSAGES.idInvalid,
    );
  });

  it('patches any subset, ignores unknown keys and still validates what is sent', () => {
    expect(v.parse(SchoolPatchSchema, { city: ' Junnar ', version: 3, studentCount: 9 })).toEqual({
      city: 'Junnar',
    });
    expect(v.safeParse(SchoolPatchSchema, { pincode: '000000' }).issues?.[0]?.message).toBe(
      'Please enter a valid 6-digit PIN code',
    );
  });

  it('needs at least one school id and a known status for a bulk update', () => {
    expect(v.safeParse(SchoolBulkUpdateSchema, { schoolIds: [], status: 'active' }).success).toBe(false);
    expect(v.safeParse(SchoolBulkUpdateSchema, { schoolIds: ['a'], status: 'open' }).success).toBe(false);
    expect(
      v.parse(SchoolBulkUpdateSchema, { schoolIds: ['a', 'a', 'b'], status: 'inactive' }).schoolIds,
    ).toEqual(['a', 'b']);
  });

  it('reads the list query with defaults, all-status and bounds', () => {
    expect(v.parse(SchoolListQuerySchema, {})).toMatchObject({ page: 1, limit: 20 });
    expect(v.parse(SchoolListQuerySchema, { status: 'all', page: '2', limit: '5' })).toMatchObject({
      page: 2,
      limit: 5,
      status: undefined,
    });
    for (const bad of [{ limit: '101' }, { limit: '0' }, { page: '-1' }, { page: 'x' }, { status: 'open' }]) {
      expect(v.safeParse(SchoolListQuerySchema, bad).success).toBe(false);
    }
  });
});
