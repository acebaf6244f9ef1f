/**
 * The interface's languages: English (the texts' own language), Marathi and Hindi. Numbers and
 * dates follow the Indian locale of each, whatever the device's own locale is.
 */
export const LANGUAGES = ['en', 'mr', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a chooser shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', mr: 'मराठी', hi: 'हिन्दी' };

/** The `Intl` locale of each language: Indian digit grouping and dates. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first of `tags` (BCP 47, most wanted first: `navigator.languages`) that is one of ours. */
export function languageOfTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language an `Accept-Language` header asks for most (weights honoured; English when none is ours). */
export function languageOfHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return languageOfTags(ranked.map(({ tag }) => tag));
}

/**
 * Marks an object of English messages (validation, server answers) as catalog ids: they stay English
 * in schemas and answers and are translated where they are shown (`t(message)`).
 */
export const defineMessages = <T extends Record<string, string>>(messages: T): T => messages;
