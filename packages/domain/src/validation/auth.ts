import { z } from 'zod';

/** The spec's sign-in and password messages (§5), word for word. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email required',
  emailInvalid: 'Invalid Email ID',
  emailLowercase: 'email must be lowercase',
  passwordRequired: 'Password required',
  codeRequired: 'Dynamic Access Code required',
  codeTooShort: 'OTP should be at least 6 digits',
  codeTooLong: 'OTP should not be more than 6 digits',
  codeDigitsOnly: 'OTP should contain digits only',
  incorrectCode: 'Incorrect code.',
  required: 'Required',
  passwordsMustMatch: "Passwords don't match",
  passwordRules: "Password doesn't meet requirements",
  invalidResetToken: 'URL contains an invalid ResetToken',
  passwordUpdated: 'Password updated successfully',
} as const;

export const OTP_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Letters, digits, space and common punctuation (spec §5).
const PASSWORD_CHARS = /^[A-Za-z0-9 !"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const ZEmail = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .refine((v) => EMAIL_SHAPE.test(v.toLowerCase()), AUTH_MESSAGES.emailInvalid)
  .refine((v) => v === v.toLowerCase(), AUTH_MESSAGES.emailLowercase);

/** The password typed at sign-in: only presence is checked, so old passwords keep working. */
export const ZLoginPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(256, AUTH_MESSAGES.passwordRules);

export const ZOtp = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .min(1, AUTH_MESSAGES.codeRequired)
  .refine((v) => /^\d*$/.test(v), AUTH_MESSAGES.codeDigitsOnly)
  .refine((v) => v.length >= OTP_LENGTH, AUTH_MESSAGES.codeTooShort)
  .refine((v) => v.length <= OTP_LENGTH, AUTH_MESSAGES.codeTooLong);

/** Why a new password fails the rules, or null when it passes: 8–32, upper, lower, digit, allowed characters. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return AUTH_MESSAGES.passwordRequired;
  const ok =
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    PASSWORD_CHARS.test(password);
  return ok ? null : AUTH_MESSAGES.passwordRules;
}

/** The checklist shown under a new-password field. */
export function passwordChecklist(password: string) {
  return [
    { label: '8 to 32 characters', isMet: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX },
    { label: 'One uppercase letter', isMet: /[A-Z]/.test(password) },
    { label: 'One lowercase letter', isMet: /[a-z]/.test(password) },
    { label: 'One number', isMet: /\d/.test(password) },
    { label: 'Only letters, numbers, spaces and common punctuation', isMet: PASSWORD_CHARS.test(password) },
  ];
}

export const ZNewPassword = z.string({ error: AUTH_MESSAGES.passwordRequired }).superRefine((v, ctx) => {
  const problem = passwordProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** New password + confirmation, as on reset and set-password forms. */
export const ZPasswordPair = z
  .strictObject({ password: ZNewPassword, confirmPassword: z.string({ error: AUTH_MESSAGES.required }) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsMustMatch,
  });

export function isResetToken(token: string): boolean {
  return UUID.test(token);
}
