/**
 * Ad bookings: the API's bodies, one schema for a form and the server.
 * Dates are calendar dates or ISO date-times, the end on or after the start; the budget is whole
 * rupees above zero; ad and media types come from stated lists (the defaults first).
 */
import * as v from 'valibot';
import { defineMessages } from '../i18n/languages';

export const AD_TYPES = [
  'Digital Display',
  'Banner',
  'Poster',
  'Wall Painting',
  'Radio',
  'Event Sponsorship',
] as const;
export const MEDIA_TYPES = ['video', 'image', 'audio', 'text'] as const;
/** The only state a booking has: it waits for payment once made. */
export const BOOKING_STATUSES = ['pending_payment'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BUDGET_MAX = 100_000_000;
const DESCRIPTION_MAX = 1000;
const LOCATION_MAX = 200;
const AD_CONTENT_MAX = 5000;

export const BOOKING_MESSAGES = defineMessages({
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 1000 characters',
  startDateRequired: 'Start date is required',
  startDateInvalid: 'Start date must be a date such as 2026-12-01',
  endDateRequired: 'End date is required',
  endDateInvalid: 'End date must be a date such as 2026-12-31',
  datesOutOfOrder: 'End date must be on or after the start date',
  locationRequired: 'Location is required',
  locationTooLong: 'Location must be at most 200 characters',
  budgetRequired: 'Budget is required',
  budgetNotNumber: 'Budget must be a number',
  budgetNotPositive: 'Budget must be more than 0',
  budgetNotWhole: 'Budget must be a whole number of rupees',
  budgetTooLarge: 'Budget must be at most ₹10,00,00,000',
  adTypeRequired: 'Ad type is required',
  adTypeInvalid:
    'Ad type must be one of: Digital Display, Banner, Poster, Wall Painting, Radio, Event Sponsorship',
  mediaTypeRequired: 'Media type is required',
  mediaTypeInvalid: 'Media type must be one of: video, image, audio, text',
  adContentInvalid: 'Ad content must be text',
  adContentTooLong: 'Ad content must be at most 5000 characters',
  ownerFixed: 'A booking belongs to the person who made it: its user cannot be chosen or changed',
  statusFixed: 'Status cannot be set: a booking waits for payment (pending_payment)',
  validationFailed: 'Validation failed. Please check all fields.',
  recordIdInvalid: 'Invalid booking id',
  notFound: 'Booking not found',
  created: 'Booking created successfully',
  updated: 'Booking updated successfully',
  deleted: 'Booking deleted successfully',
} as const);

/** The default error texts of the bookings calls, for when the server gives no message. */
export const BOOKING_DEFAULT_ERRORS = defineMessages({
  list: 'Failed to fetch bookings',
  one: 'Failed to fetch booking',
  create: 'Failed to create booking',
  update: 'Failed to update booking',
  remove: 'Failed to delete booking',
} as const);

const M = BOOKING_MESSAGES;

const text = (required: string, tooLong: string, max: number) =>
  v.pipe(
    v.string(required),
    v.transform((value) => value.replace(/\s+/g, ' ').trim()),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
  );

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real calendar day (no 30 February) between the years 2000 and 2100, as an ISO string. */
function isDate(value: string): boolean {
  if (!DATE_ONLY.test(value) && !DATE_TIME.test(value)) return false;
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  const year = Number(day.slice(0, 4));
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === day &&
    !Number.isNaN(Date.parse(value)) &&
    year >= 2000 &&
    year <= 2100
  );
}

/** A date or date-time; a bare date means the start of that day in UTC. Answered as an ISO date-time. */
const isoDate = (required: string, invalid: string) =>
  v.pipe(
    v.union([v.string(), v.undefined()], invalid),
    v.transform((value) => value?.trim() ?? ''),
    v.nonEmpty(required),
    v.maxLength(40, invalid),
    v.check(isDate, invalid),
    v.transform((value) => new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value).toISOString()),
  );

/** Whole rupees: a JSON number, or a form's digits. */
const budget = v.pipe(
  v.union([v.number(), v.string(), v.undefined()], M.budgetNotNumber),
  v.check((value) => value !== undefined && String(value).trim() !== '', M.budgetRequired),
  v.transform((value): number => (typeof value === 'string' ? Number(value.trim()) : (value ?? NaN))),
  v.check((value) => Number.isFinite(value), M.budgetNotNumber),
  v.check((value) => value > 0, M.budgetNotPositive),
  v.check((value) => Number.isInteger(value), M.budgetNotWhole),
  v.maxValue(BUDGET_MAX, M.budgetTooLarge),
);

const picked = <T extends readonly string[]>(list: T, required: string, invalid: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.picklist(list, invalid));

const adContent = v.pipe(
  v.optional(v.nullable(v.string(M.adContentInvalid)), null),
  v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
  v.check((value) => value === null || value.length <= AD_CONTENT_MAX, M.adContentTooLong),
);

/** `POST /bookings` and `PUT /bookings/:id`: every field; the status and the owner only ever as they are. */
export const BookingSchema = v.pipe(
  v.object({
    description: text(M.descriptionRequired, M.descriptionTooLong, DESCRIPTION_MAX),
    startDate: isoDate(M.startDateRequired, M.startDateInvalid),
    endDate: isoDate(M.endDateRequired, M.endDateInvalid),
    location: text(M.locationRequired, M.locationTooLong, LOCATION_MAX),
    budget,
    adType: picked(AD_TYPES, M.adTypeRequired, M.adTypeInvalid),
    mediaType: picked(MEDIA_TYPES, M.mediaTypeRequired, M.mediaTypeInvalid),
    adContent,
    status: v.optional(v.picklist(BOOKING_STATUSES, M.statusFixed)),
    /** Sent back as read: the server refuses any other than the owner's (bookings-service.ts). */
    user: v.optional(v.string(M.ownerFixed)),
  }),
  v.forward(
    v.check((input) => input.endDate >= input.startDate, M.datesOutOfOrder),
    ['endDate'],
  ),
);
export type BookingInput = v.InferInput<typeof BookingSchema>;
export type BookingFields = v.InferOutput<typeof BookingSchema>;
