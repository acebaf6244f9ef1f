/**
 * School form messages; the length messages follow the same wording as the others. A create has no
 * separate format check of its own ('Invalid email format', 'Invalid phone number format', 'Invalid
 * PIN code format'): it is unified with the form's messages, and a create answers the form's message
 * per field and VALIDATION_FAILED as the overall one.
 */
import { defineMessages } from '../i18n/languages';

export const SCHOOL_MESSAGES = defineMessages({
  schoolNameRequired: 'School name is required',
  schoolNameTooShort: 'School name must be at least 2 characters',
  schoolNameTooLong: 'School name must be less than 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit Indian mobile number',
  contactRequired: 'Contact person is required',
  contactTooShort: 'Contact person must be at least 2 characters',
  contactTooLong: 'Contact person must be less than 100 characters',
  statusRequired: 'Status is required',
  statusInvalid: 'Status must be active or inactive',
  streetRequired: 'Street is required',
  streetTooShort: 'Street must be at least 3 characters',
  streetTooLong: 'Street must be less than 200 characters',
  localityRequired: 'Locality/Village is required',
  localityTooShort: 'Locality/Village must be at least 3 characters',
  localityTooLong: 'Locality/Village must be less than 200 characters',
  cityRequired: 'City is required',
  cityTooShort: 'City must be at least 2 characters',
  cityTooLong: 'City must be less than 100 characters',
  stateRequired: 'State is required',
  stateTooShort: 'State must be at least 2 characters',
  stateTooLong: 'State must be less than 100 characters',
  pincodeRequired: 'PIN code is required',
  pincodeInvalid: 'Please enter a valid 6-digit PIN code',
  principalNameRequired: 'Principal name is required',
  principalNameTooShort: 'Principal name must be at least 2 characters',
  principalNameTooLong: 'Principal name must be less than 100 characters',
  principalEmailRequired: 'Principal email is required',
  principalContactRequired: 'Principal contact is required',
  validationFailed: 'Validation failed. Please check all fields.',
  idInvalid: 'Invalid school id',
});

/** Answers of the schools API and the success toasts of its writes. */
export const SCHOOL_API_MESSAGES = defineMessages({
  added: 'School added successfully!',
  updated: 'School updated successfully!',
  deleted: 'School deleted successfully',
  bulkUpdated: 'Schools updated successfully',
  notFound: 'School not found',
  someNotFound: 'Some schools were not found',
  idTaken: 'A school with this id already exists',
  classNotFound: 'Class not found',
  schoolIdsRequired: 'Select at least one school',
  tooManySchoolIds: 'At most 500 schools can be updated at once',
  searchTooLong: 'Search text must be less than 100 characters',
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: 'Limit must be a whole number from 1 to 100',
});
