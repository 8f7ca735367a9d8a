/**
 * What text the API accepts at all, whatever the field. PostgreSQL cannot store NUL, other control characters
 * hide in logs, files and spreadsheets, and a lone surrogate is not text: it would be stored as U+FFFD, so what
 * was sent is not what is kept.
 */

export const TEXT_MESSAGES = {
  controlCharacter: 'Control characters (such as NUL) are not allowed',
  lineBreak: 'Line breaks and tabs are not allowed here',
  malformed: 'Text must be valid Unicode',
} as const;

// C0 except TAB, LF and CR; DEL; C1.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why `text` is refused, or null when it is fine. TAB, LF and CR pass only with `allowLineBreaks` (free text a
 * person types, such as a comment); everything else below U+0020, DEL, U+0080–U+009F and unpaired surrogates
 * never pass.
 */
export function textProblem(text: string, opts: { allowLineBreaks: boolean }): string | null {
  if (CONTROL.test(text)) return TEXT_MESSAGES.controlCharacter;
  if (!opts.allowLineBreaks && LINE_BREAK_OR_TAB.test(text)) return TEXT_MESSAGES.lineBreak;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.malformed;
  return null;
}
