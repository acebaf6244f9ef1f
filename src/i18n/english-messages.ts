/**
 * English needs no catalog (its ids are its texts), not even for its messages with placeholders: they
 * are put in Lingui's compiled form here when first shown. So the sign-in page carries a small parser
 * instead of every placeholder message of the app, however many screens add them. Handles what the
 * ids use: `{name}`, and `{count, plural, one {…} other {…}}` with `#` and placeholders inside.
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

type Part = string | [string] | [string, string, Record<string, Part[]>];

const cache = new Map<string, CompiledMessage>();

function parse(message: string): Part[] {
  let at = 0;
  const name = () => {
    const match = /^\s*(\w+)\s*/.exec(message.slice(at))!;
    at += match[0].length;
    return match[1]!;
  };
  const parts = (inPlural: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < message.length && message[at] !== '}') {
      const char = message[at]!;
      if (char === '#' && inPlural) {
        flush();
        out.push('#');
        at += 1;
      } else if (char === '{') {
        flush();
        at += 1;
        const variable = name();
        if (message[at] === ',') {
          at += 1;
          const type = name();
          at += 1; // the comma before the cases
          const cases: Record<string, Part[]> = {};
          while (message[at] !== '}') {
            const key = name();
            at += 1; // {
            cases[key] = parts(true);
            at += 1; // }
            while (message[at] === ' ') at += 1;
          }
          out.push([variable, type, cases]);
        } else out.push([variable]);
        at += 1; // }
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return out;
  };
  return parts(false);
}

/**
 * Lingui's message compiler for English. A plain text is given back as the string it is: Lingui shows a
 * string as it is (its types only know arrays), so most lookups cost nothing.
 */
export function compileEnglish(message: string): CompiledMessage {
  if (!message.includes('{')) return message as unknown as CompiledMessage;
  let compiled = cache.get(message);
  if (compiled === undefined) {
    compiled = parse(message);
    cache.set(message, compiled);
  }
  return compiled;
}
