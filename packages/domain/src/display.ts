/** Display constants of spec §9, shared by the web's CSS-in-TS pieces and tests. */
export const BREAKPOINTS = { mobile: 767, tablet: 991 } as const;
export const SIDEBAR_WIDTH_PX = 236;
export const HEADER_HEIGHT_PX = { desktop: 96, mobile: 68 } as const;

export const SNACKBAR_MS = 5000;
/** Verification settings and bank-link confirmations disappear sooner (spec §9). */
export const SNACKBAR_SHORT_MS = 3000;
export const REDIRECT_MS = 3000;
export const PROGRESS_DEFAULT_STEPS = 6;

/** Header user name: 13 characters, then an ellipsis. */
export const NAME_MAX_CHARS = 13;

export type Screen = 'mobile' | 'tablet' | 'wide';

/** Mobile up to and including 767 px, tablet up to 991 px, wide above. */
export function screenFor(widthPx: number): Screen {
  if (widthPx <= BREAKPOINTS.mobile) return 'mobile';
  if (widthPx <= BREAKPOINTS.tablet) return 'tablet';
  return 'wide';
}

/** The media query for the mobile layout, so CSS and scripts agree on the same edge. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;
export const WIDE_MEDIA_QUERY = `(min-width: ${BREAKPOINTS.tablet + 1}px)`;
