/**
 * The rules every text keeps, in the forms and on the server alike: no control or invisible character,
 * no broken one; the joiners Marathi and Hindi need pass.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  TEXT_RULE_MESSAGES,
  hasControlCharacters,
  textRuleErrors,
  textRuleProblem,
} from '../../../src/domain/text-rules';
import { checkChosenFile, isSafeFileName, UPLOAD_MESSAGES } from '../../../src/domain/uploads/upload-rules';

const code = (point: number) => String.fromCodePoint(point);
const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;

/** Bidirectional overrides, embeddings, isolates and marks. */
const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c];
/** Other invisible format characters: zero-width space, word joiner, invisible operators, BOM, soft hyphen, ... */
const INVISIBLE = [0x200b, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff, 0x00ad, 0x180e, 0xfff9, 0xe0001];
/** Controls: C0 (tab, line feed and carriage return excepted), DEL and C1. */
const CONTROLS = [0x00, 0x07, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f];

describe('the text rule', () => {
  it.each([...BIDI, ...INVISIBLE, ...CONTROLS].map((point) => [hex(point), point]))(
    'refuses %s anywhere in a text',
    (_name, point) => {
      for (const text of [code(point), `a${code(point)}`, `नाव${code(point)}पवार`]) {
        expect(hasControlCharacters(text)).toBe(true);
        expect(textRuleProblem(text)).toBe(CONTROL_CHARACTERS_MESSAGE);
      }
    },
  );

  it('keeps tab, line feed and carriage return, the lines of a text', () => {
    expect(textRuleProblem('one\ttwo\r\nthree\n')).toBeUndefined();
  });

  it('keeps the zero-width joiner and non-joiner that Marathi and Hindi write with', () => {
    // क्‍ष with a zero-width joiner, and र्‌य with a non-joiner: both spelled on purpose.
    for (const text of [
      '\u0915\u094d\u200d\u0937',
      '\u0930\u094d\u200c\u092f',
      'सीता\u200dपवार',
      '👩\u200d🏫',
    ]) {
      expect(textRuleProblem(text), text).toBeUndefined();
    }
  });

  it('keeps every script and emoji made of surrogate pairs', () => {
    for (const text of ['Asha Patil', 'आशा पाटील', 'ملالہ', '😀🏳️‍🌈', 'ＡＢＣ'])
      expect(textRuleProblem(text)).toBeUndefined();
  });

  it('refuses half of a surrogate pair as a broken character', () => {
    for (const text of ['\ud800', 'a\udfffb', '😀'.slice(0, 1), `x${'😀'.slice(1)}`]) {
      expect(textRuleProblem(text)).toBe(TEXT_RULE_MESSAGES.brokenCharacter);
    }
  });

  it('names each text field of a form that breaks it, and nothing else', () => {
    expect(
      textRuleErrors({
        name: 'abc\u202egpj',
        city: 'Pune',
        notes: 'a\ud800',
        count: 3,
        joined: 'क्\u200dष',
      }),
    ).toEqual({ name: CONTROL_CHARACTERS_MESSAGE, notes: TEXT_RULE_MESSAGES.brokenCharacter });
  });
});

describe('a file name', () => {
  it('cannot hide its real type behind a bidirectional override', () => {
    expect(isSafeFileName('abc\u202egpj.exe')).toBe(false);
    expect(checkChosenFile({ name: 'lesson\u202e4pm.exe', size: 10 }, 'video')).toBe(
      UPLOAD_MESSAGES.fileNameInvalid,
    );
  });

  it('refuses invisible and broken characters, and keeps a Devanagari name with its joiners', () => {
    for (const name of ['a\u200bb.pdf', '\ufeffnotes.pdf', 'soft\u00adhyphen.pdf', 'half\ud800.pdf']) {
      expect(isSafeFileName(name), name).toBe(false);
    }
    expect(isSafeFileName('धडा क्\u200dष.pdf')).toBe(true);
    expect(checkChosenFile({ name: 'धडा र्\u200cय.pdf', size: 10 }, 'pdf')).toBeNull();
  });
});
