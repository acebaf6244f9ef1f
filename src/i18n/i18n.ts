/**
 * Every user-facing text is looked up by its English words (the English texts are the ids), so English
 * needs no catalog and a message from a schema or the server is translated where it is shown.
 */
import { i18n } from '@lingui/core';
import english from 'virtual:catalog/en';
import { compileEnglish } from './english-messages';

// English until the chosen language's catalog is loaded (`language.ts`), so every text reads from the start.
i18n.setMessagesCompiler(compileEnglish);
i18n.load('en', english);
i18n.activate('en', ['en-IN']);

export type MessageValues = Record<string, unknown>;

/**
 * A number filled into a text is written in the chosen language's digits (३० in Marathi), as every
 * number on screen is; a plural's count stays a number, for Lingui to choose the form and write `#`.
 */
function localNumbers(id: string, values: MessageValues): MessageValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) =>
      typeof value === 'number' && !id.includes(`{${name}, plural`)
        ? [name, i18n.number(value)]
        : [name, value],
    ),
  );
}

/** `id` in the chosen language (English when the catalog has no translation); `{name}` filled from `values`. */
export function t(id: string, values?: MessageValues): string {
  // A text with nothing to fill that the catalog lacks (English, or a record's name) is shown as it is:
  // Lingui would warn on the console each time.
  if (i18n.messages[id] === undefined && !/[{}]/.test(id)) return id;
  return i18n._(id, values && localNumbers(id, values));
}

type Translated<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/**
 * An object of English texts whose strings read in the chosen language each time they are read, so a
 * screen shows the language chosen when it renders. Entries that take values are functions calling `t`.
 */
export function texts<T extends Record<string, unknown>>(english: T): Translated<T> {
  return new Proxy(english, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'string' ? t(value) : value;
    },
  }) as Translated<T>;
}

export { i18n };
