/**
 * The server speaks the language of the request (`Accept-Language`, sent by the app in the person's
 * chosen language) or, for mail, of the person's settings. Messages are looked up by their English
 * words, the same catalogs as the app's (`catalog-files.ts`), compiled once at first use.
 */
import { setupI18n, type I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { LOCALES, languageOfHeader, type Language } from '../../src/domain/i18n/languages';
import { compileCatalog } from './catalog-files';

const instances = new Map<Language, I18n>();

function instanceOf(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const messages = { ...compileCatalog(language, 'client'), ...compileCatalog(language, 'server') };
    instance = setupI18n({
      locale: language,
      locales: [LOCALES[language]],
      messages: { [language]: messages },
    });
    instances.set(language, instance);
  }
  return instance;
}

export function translate(language: Language, id: string, values?: Record<string, unknown>): string {
  const instance = instanceOf(language);
  // Words that are no catalog id (English, another server's message) stay as they are, without Lingui's warning.
  if (instance.messages[id] === undefined && !/[{}]/.test(id)) return id;
  // A number filled in is written in the language's digits (as the app does: src/i18n/i18n.ts).
  const local =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) =>
        typeof value === 'number' && !id.includes(`{${name}, plural`)
          ? [name, instance.number(value)]
          : [name, value],
      ),
    );
  return instance._(id, local);
}

export const requestLanguage = (request: FastifyRequest): Language =>
  languageOfHeader(request.headers['accept-language']);

/** A `preSerialization` hook: every JSON answer, success or error, speaks the request's language. */
export async function answerInRequestLanguage(request: FastifyRequest, _reply: unknown, payload: unknown) {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  return translateAnswer(payload as Record<string, unknown>, requestLanguage(request));
}

/** An answer's `message` and field messages (`errors`) in `language`; its data stays as stored. */
export function translateAnswer(body: Record<string, unknown>, language: Language): Record<string, unknown> {
  if (language === 'en') return body;
  const { message, errors } = body;
  return {
    ...body,
    ...(typeof message === 'string' ? { message: translate(language, message) } : {}),
    ...(errors && typeof errors === 'object' && !Array.isArray(errors)
      ? {
          errors: Object.fromEntries(
            Object.entries(errors).map(([field, text]) => [
              field,
              typeof text === 'string' ? translate(language, text) : text,
            ]),
          ),
        }
      : {}),
  };
}
