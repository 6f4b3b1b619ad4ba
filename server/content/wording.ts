import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Translations } from '../db/schema/catalogue';

// Merchant content in the player's language (docs/server-data.md "Content per language"). A content row holds one
// text per language: `title`/`content` in the row's own `language`, and the others in `translations`. A reader
// asks for a language; a text missing in it falls back to the merchant's default language, then to the row's own,
// and the fallback is logged as a warning, never silent.

/** Who reads: the language asked for, the merchant's default language, and where a fallback is logged. */
export interface Reader {
  language: string;
  fallback: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** A row of merchant content: its own language's text and the translations. */
export interface Worded {
  title: string;
  content: string;
  language: string;
  translations: Translations;
}

/** A language code as sent (`language` query or `Language` header), upper-cased and bounded; '' when absent. */
export function askedLanguage(req: FastifyRequest, query?: { language?: string | undefined }): string {
  const raw = query?.language || String(req.headers.language ?? '');
  return /^[A-Za-z]{2,8}$/.test(raw) ? raw.toUpperCase() : '';
}

/** The reader of a request for a merchant whose default language is `fallback`. */
export function readerOf(
  req: FastifyRequest,
  fallback: string,
  query?: { language?: string | undefined },
): Reader {
  return { language: askedLanguage(req, query) || fallback, fallback, log: req.log };
}

/**
 * The text in the reader's language from texts by language. Missing: the merchant's default language's, else the
 * first there is, with a warning naming what (`what`, e.g. `promotion:3`) and the languages.
 */
export function inLanguage<T>(texts: Readonly<Record<string, T>>, reader: Reader, what: string): T {
  const asked = texts[reader.language];
  if (asked !== undefined) return asked;
  const have = Object.keys(texts);
  const used = texts[reader.fallback] !== undefined ? reader.fallback : have[0];
  if (used === undefined) throw new Error(`${what}: no text in any language`);
  reader.log.warn(
    { content: what, language: reader.language, fallback: used, languages: have },
    'content: no text in the asked language, the fallback shown',
  );
  return texts[used]!;
}

/** Every language's text of a content row, its own language first. */
export function textsOf(row: Worded): Translations {
  return { [row.language]: { title: row.title, content: row.content }, ...row.translations };
}

/**
 * A content row's pictures in the reader's language: its translation's when it has its own (a banner with words in
 * it), else the row's (a picture serves every language). No warning: a picture without words needs no translation.
 */
export function imagesOf<I>(row: { images: I[]; translations: Translations }, reader: Reader): I[] {
  return (row.translations[reader.language]?.images as I[] | undefined) ?? row.images;
}

/** A content row's title and content in the reader's language (see inLanguage). */
export function wordingOf(row: Worded, reader: Reader, what: string): { title: string; content: string } {
  const { title, content } = inLanguage(textsOf(row), reader, what);
  return { title, content };
}

/**
 * A name in the merchants file: one string (the merchant's default language) or one per language
 * (`{ "TY": "…", "EN": "…" }`).
 */
export type LocalName = string | Readonly<Record<string, string>>;

/** A merchants-file name in the reader's language. */
export function nameIn(name: LocalName, reader: Reader, what: string): string {
  return inLanguage(typeof name === 'string' ? { [reader.fallback]: name } : name, reader, what);
}

/**
 * Texts by language as a content row stores them: `language` the one in `title`/`content` (`preferred` when given,
 * the merchant's default language, else the first), the others in `translations`.
 */
export function rowTexts(texts: Translations, preferred: string): Worded {
  const language = texts[preferred] ? preferred : Object.keys(texts)[0];
  if (language === undefined) throw new Error('a text in at least one language');
  const { [language]: own, ...translations } = texts;
  return { language, title: own!.title, content: own!.content, translations };
}

/** A content row after an edit: the edited languages replace theirs, the others stay. */
export function editedTexts(row: Worded, edits: Translations): Worded {
  return rowTexts({ ...textsOf(row), ...edits }, row.language);
}
