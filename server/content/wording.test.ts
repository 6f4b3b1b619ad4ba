import { describe, expect, it } from 'vitest';
import { editedTexts, inLanguage, nameIn, rowTexts, wordingOf, type Reader } from './wording';

const logged: unknown[] = [];
const reader = (language: string, fallback = 'TY'): Reader => ({
  language,
  fallback,
  log: { warn: (o: unknown) => void logged.push(o) },
});
const row = {
  title: 'Daily Cashback',
  content: '<p>Back every day.</p>',
  language: 'EN',
  translations: { TY: { title: 'Araw-araw na Cashback', content: '<p>Pabalik araw-araw.</p>' } },
};

describe('content in the reader language', () => {
  it('gives the asked language, its own or a translation, without a warning', () => {
    logged.length = 0;
    expect(wordingOf(row, reader('EN'), 'promotion:1').title).toBe('Daily Cashback');
    expect(wordingOf(row, reader('TY'), 'promotion:1').title).toBe('Araw-araw na Cashback');
    expect(logged).toEqual([]);
  });

  it('falls back to the merchant default language, else the row own, and logs a warning each time', () => {
    logged.length = 0;
    expect(wordingOf(row, reader('VI', 'TY'), 'promotion:1').title).toBe('Araw-araw na Cashback');
    expect(wordingOf({ ...row, translations: {} }, reader('TY', 'TY'), 'promotion:2').title).toBe(
      'Daily Cashback',
    );
    expect(logged).toEqual([
      { content: 'promotion:1', language: 'VI', fallback: 'TY', languages: ['EN', 'TY'] },
      { content: 'promotion:2', language: 'TY', fallback: 'EN', languages: ['EN'] },
    ]);
    expect(() => inLanguage({}, reader('TY'), 'nothing')).toThrow(/no text/);
  });

  it('reads a merchants-file name as one string (default language) or one per language', () => {
    logged.length = 0;
    expect(nameIn({ TY: 'Ginto', EN: 'Gold' }, reader('EN'), 'vip:3')).toBe('Gold');
    expect(nameIn('Gold', reader('TY', 'TY'), 'vip:3')).toBe('Gold');
    expect(logged).toEqual([]);
    expect(nameIn('Gold', reader('EN', 'TY'), 'vip:3')).toBe('Gold');
    expect(logged).toHaveLength(1);
  });

  it('stores texts with the default language in the row and edits one language without losing the others', () => {
    const stored = rowTexts({ EN: { title: 'A', content: 'a' }, TY: { title: 'B', content: 'b' } }, 'TY');
    expect(stored).toEqual({
      language: 'TY',
      title: 'B',
      content: 'b',
      translations: { EN: { title: 'A', content: 'a' } },
    });
    expect(rowTexts({ EN: { title: 'A', content: 'a' } }, 'TY').language).toBe('EN');
    const edited = editedTexts(row, {
      TY: { title: 'Bago', content: '<p>bago</p>' },
      VI: { title: 'Mới', content: '' },
    });
    expect(edited).toEqual({
      language: 'EN',
      title: 'Daily Cashback',
      content: '<p>Back every day.</p>',
      translations: { TY: { title: 'Bago', content: '<p>bago</p>' }, VI: { title: 'Mới', content: '' } },
    });
  });
});
