import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documents as a product (docs/architecture.md): README.md stays a front door of at most 250 lines, every page under
 * docs/ opens with a paragraph saying what it covers and for whom, and no document counts the builders' working
 * periods (an ordinal followed by the word for one): "session" is the player's sign-in session only. Links and anchors
 * are checked by remark-validate-links (`npm run docs:check`, in `npm run check`).
 */

const pages = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];
const ORDINAL =
  '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|' +
  'fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|\\d+(?:st|nd|rd|th))';
const WORKING_PERIOD = new RegExp(
  `\\b${ORDINAL}(?:[\\s'’-]+\\w+)?[\\s-]+(?:session|sitting|working period)s?\\b`,
  'i',
);

describe('the documents', () => {
  it('keep README.md within 250 lines', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('count no working periods', () => {
    const found = pages.flatMap((page) =>
      readFileSync(page, 'utf8')
        .split('\n')
        .map((line, i) => ({ page, line: i + 1, text: line }))
        .filter((l) => WORKING_PERIOD.test(l.text.replace(/\s+/g, ' '))),
    );
    expect(found).toEqual([]);
  });

  it('would catch a page that counts one', () => {
    for (const text of [
      'the eleventh session found it',
      "Issue 50's seventh session",
      'in the 12th working period',
    ])
      expect(WORKING_PERIOD.test(text)).toBe(true);
    for (const text of ['a session the server ended', 'the first sign-in', 'first visits'])
      expect(WORKING_PERIOD.test(text)).toBe(false);
  });

  it('open every page under docs/ with what it covers, under its title', () => {
    const without = pages
      .filter((p) => p.startsWith('docs'))
      .filter((page) => {
        const [title, blank, first] = readFileSync(page, 'utf8').split('\n');
        return !title?.startsWith('# ') || blank !== '' || !first || /^(#|\||-|\*|```|<)/.test(first);
      });
    expect(without).toEqual([]);
  });
});
