/**
 * Sign-in, registration, one-time codes and profile: validated by the forms and by the server alike.
 */
import * as v from 'valibot';
import { defineMessages } from '../i18n/languages';

export const AUTH_MESSAGES = defineMessages({
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be less than 128 characters',
  codeRequired: 'Code is required',
  codeInvalid: 'Enter the 6-digit code from the e-mail',
  nameTooLong: 'Name must be less than 100 characters',
  invalidCredentials: 'Invalid email or password',
  invalidCode: 'Invalid or expired code',
  tooManyCodeAttempts: 'Too many wrong codes. Request a new code.',
  /** The same for an address with an account and one without (no mail goes to the latter). */
  codeSent: 'If {email} has an account, a 6-digit code is on its way to it.',
  /** Registration's answer, the same for a new address and one with an account (whose owner gets a note instead). */
  registered:
    'Check your email: {email} will get a 6-digit code to sign in to the new account or, if it already has an account, a note saying so.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  unauthorized: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  twoFactorCodeSent:
    'Your password is correct. We e-mailed you a 6-digit code: enter it to finish signing in.',
  twoFactorNeedsPassword:
    'Two-factor sign-in is on for this account: sign in with your password, then the code.',
  challengeInvalid: 'Invalid sign-in challenge',
  accountDeactivated: 'This account has been deactivated. Ask your administrator.',
  passwordChanged: 'Your password has been changed. You can sign in now.',
});

/** The length messages of the profile's optional texts, one per limit. */
const TOO_LONG = defineMessages({
  20: 'Must be less than 20 characters',
  100: 'Must be less than 100 characters',
  200: 'Must be less than 200 characters',
  300: 'Must be less than 300 characters',
  500: 'Must be less than 500 characters',
});

const MAX_EMAIL = 254;

export const EmailSchema = v.pipe(
  v.string(AUTH_MESSAGES.emailRequired),
  v.trim(),
  v.nonEmpty(AUTH_MESSAGES.emailRequired),
  v.maxLength(MAX_EMAIL, AUTH_MESSAGES.emailInvalid),
  v.email(AUTH_MESSAGES.emailInvalid),
  v.toLowerCase(),
);

/** Sign-in accepts any stored password; the length rules apply when a password is chosen. */
export const SignInPasswordSchema = v.pipe(
  v.string(AUTH_MESSAGES.passwordRequired),
  v.nonEmpty(AUTH_MESSAGES.passwordRequired),
  v.maxLength(128, AUTH_MESSAGES.passwordTooLong),
);

export const NewPasswordSchema = v.pipe(
  v.string(AUTH_MESSAGES.passwordRequired),
  v.nonEmpty(AUTH_MESSAGES.passwordRequired),
  v.minLength(8, AUTH_MESSAGES.passwordTooShort),
  v.maxLength(128, AUTH_MESSAGES.passwordTooLong),
);

/** A 6-digit code kept as a string; a number sent by a client is zero-padded (docs/architecture.md, "Security"). */
export const OtpSchema = v.pipe(
  v.union(
    [
      v.string(AUTH_MESSAGES.codeRequired),
      v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999)),
    ],
    AUTH_MESSAGES.codeRequired,
  ),
  v.transform((code) => (typeof code === 'number' ? String(code).padStart(6, '0') : code.trim())),
  v.nonEmpty(AUTH_MESSAGES.codeRequired),
  v.regex(/^\d{6}$/, AUTH_MESSAGES.codeInvalid),
);

export const PasswordLoginSchema = v.object({
  email: EmailSchema,
  password: SignInPasswordSchema,
  extended_token_expiry: v.optional(v.boolean(), false),
});

export const OtpLoginSchema = v.object({
  email: EmailSchema,
  otp: OtpSchema,
  /** The second step of a two-factor sign-in: what the password step answered. */
  challenge: v.optional(
    v.pipe(v.string(AUTH_MESSAGES.challengeInvalid), v.maxLength(100, AUTH_MESSAGES.challengeInvalid)),
  ),
  extended_token_expiry: v.optional(v.boolean(), false),
});

export const SEND_OTP_SOURCES = ['login', 'reset'] as const;
export const SendOtpSchema = v.object({ email: EmailSchema });

export const ResetPasswordSchema = v.object({
  email: EmailSchema,
  otp: OtpSchema,
  password: NewPasswordSchema,
});

const optionalText = (max: keyof typeof TOO_LONG) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, TOO_LONG[max]))));

/** Profile fields a user may change about themselves; role, schoolId, isVerified and _id are not among them. */
export const ProfileSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, AUTH_MESSAGES.nameTooLong))),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(20),
  company: optionalText(100),
  website: optionalText(200),
  country: optionalText(100),
  address: optionalText(300),
  profileImage: optionalText(500),
});

export const RegisterSchema = v.object({
  ...ProfileSchema.entries,
  email: EmailSchema,
  password: NewPasswordSchema,
});
