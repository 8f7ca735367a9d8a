/**
 * The business profile in Settings (spec §3 active client, §7 client update): the client record is shown whole; only
 * these fields are the business's to change. Everything else (name, entity, compliance status, licence, pricing,
 * maker/checker) is set at onboarding or by us, and an update that changes it is refused field by field.
 */
export const EDITABLE_CLIENT_FIELDS = ['client_label', 'client_base_currency', 'default_bookfx_type'] as const;
export type EditableClientField = (typeof EDITABLE_CLIENT_FIELDS)[number];

export const CLIENT_LABEL_MAX = 60;
export const BOOKFX_TYPES = ['SOURCE', 'DESTINATION'] as const;

export const PROFILE_MESSAGES = {
  updated: 'Your business details have been updated',
  readOnly: 'This detail cannot be changed here. Please contact us to change it.',
  autosweepElsewhere: 'Choose the auto-sweep account under Bank details for auto-sweep.',
  currencyNotOffered: 'This currency is not offered for your business.',
  labelTooLong: `A trading name can be at most ${CLIENT_LABEL_MAX} characters`,
} as const;
