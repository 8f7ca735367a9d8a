import { BENEFICIARY_MESSAGES as M } from './messages.ts';
import type { FieldRule } from './schema-types.ts';

/** Spec §5: inputs default to at most 50 characters and at least 0. */
export const DEFAULT_MAX_LENGTH = 50;

type Base = Pick<FieldRule, 'name' | 'section' | 'label'> & Partial<FieldRule>;
/** A field rule with the defaults filled in: optional, "This is a required field", 0–50 characters. */
export const field = (f: Base): FieldRule => ({
  input: 'text',
  required: false,
  requiredMessage: M.required,
  minLength: 0,
  maxLength: DEFAULT_MAX_LENGTH,
  ...f,
});
