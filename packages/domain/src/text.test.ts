import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES, textProblem } from './text.ts';

const free = { allowLineBreaks: true };
const line = { allowLineBreaks: false };

describe('[TEXT] characters the API accepts', () => {
  it('refuses NUL, every other C0 control, DEL and C1 wherever they are', () => {
    const refused = [
      ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
      0x7f,
      ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
    ];
    for (const code of refused) {
      const ch = String.fromCharCode(code);
      for (const text of [ch, `a${ch}`, `${ch}b`, `Acme ${ch} Ltd`]) {
        expect(textProblem(text, free), `U+${code.toString(16)}`).toBe(TEXT_MESSAGES.controlCharacter);
      }
    }
  });

  it('lets TAB, LF and CR through only where line breaks are allowed', () => {
    for (const text of ['line one\nline two', 'a\tb', 'a\r\nb']) {
      expect(textProblem(text, free)).toBeNull();
      expect(textProblem(text, line)).toBe(TEXT_MESSAGES.lineBreak);
    }
  });

  it('refuses lone surrogates but keeps every real character, emoji and accents included', () => {
    for (const bad of ['\uD800', 'a\uDBFFb', '\uDC00', 'x\uDFFF', '\uDC00\uD800']) {
      expect(textProblem(bad, free)).toBe(TEXT_MESSAGES.malformed);
    }
    for (const good of ['Zoë Ñandú', '株式会社', '💸 paid', 'ＡＢＣ', '\u00A0non-breaking', '']) {
      expect(textProblem(good, line)).toBeNull();
    }
  });

  it('accepts any well-formed text without control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
        const clean = s.replace(/[\u0000-\u001F\u007F-\u009F]/g, '');
        return textProblem(clean, line) === null;
      }),
    );
  });
});
