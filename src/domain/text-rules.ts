/**
 * Rules every text field shares, on the server and in the forms (docs/api.md, "Validation"): no
 * character that is not shown yet changes what a text says, and no broken character.
 */
import { defineMessages } from './i18n/languages';

export const TEXT_RULE_MESSAGES = defineMessages({
  controlCharacters: 'Text cannot contain control or invisible characters',
  brokenCharacter: 'Text contains a broken character that is not valid Unicode',
});

export const CONTROL_CHARACTERS_MESSAGE = TEXT_RULE_MESSAGES.controlCharacters;

/**
 * Control characters (NUL and the other C0 and C1 controls, DEL) and invisible format characters
 * (Unicode's category Cf): bidirectional overrides, embeddings, isolates and marks, which can show
 * `abc\u202Egpj.exe` as "abcexe.jpg"; zero-width spaces and word joiners; the soft hyphen; the byte order
 * mark. Tab, line feed and carriage return pass (lines of a text), and so do the zero-width joiner and
 * non-joiner (U+200D, U+200C), which Marathi and Hindi need to write some letters.
 */
const HIDDEN = /(?![\t\n\r\u200c\u200d])[\p{Cc}\p{Cf}]/u;

/** Half of a surrogate pair: no character at all (a JSON `"\ud800"`, text cut in the middle of an emoji). */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

export const hasControlCharacters = (text: string) => HIDDEN.test(text);

/** The message of what breaks the shared rules in `text`, or undefined when it keeps them. */
export function textRuleProblem(text: string): string | undefined {
  if (UNPAIRED_SURROGATE.test(text)) return TEXT_RULE_MESSAGES.brokenCharacter;
  if (HIDDEN.test(text)) return CONTROL_CHARACTERS_MESSAGE;
  return undefined;
}

/**
 * Each text field of a form (or a row) that breaks the shared rules, with its message: the forms
 * refuse what the server would (server/http/control-characters.ts).
 */
export function textRuleErrors<K extends string>(
  values: Readonly<Record<K, unknown>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(values) as K[]) {
    const value = values[field];
    const problem = typeof value === 'string' ? textRuleProblem(value) : undefined;
    if (problem) errors[field] = problem;
  }
  return errors;
}
