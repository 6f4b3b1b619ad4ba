import { describe, expect, it } from 'vitest';
import { SEED_ANNOUNCEMENTS, SEED_HELP, SEED_PROMOTION_CATEGORIES, SEED_PROMOTIONS } from './contentData';

/**
 * The catalogue test's rule, for the merchant content the reference server ships (issue 51): every text has its own
 * TY wording, and no TY text keeps English words a player meets as labels. Names that are the same in both (brands,
 * games, "Sabong Derby") are listed.
 */
const SAME_IN_BOTH = new Set(['Sabong Derby']);
/** English phrases found under TY before (issue 51's screenshots), which must not come back. */
const ENGLISH = [
  /\bwelcome\b/i,
  /\breward cent(er|re)\b/i,
  /\bred (rain|envelope)\b/i,
  /\blive casino\b/i,
  /\bsupport\b/i,
  /^slots$/i,
  /^vip$/i,
];

const strip = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const texts: { where: string; en: string; ty: string }[] = [
  ...SEED_ANNOUNCEMENTS.flatMap((a) => [
    { where: `announcement "${a.title}" title`, en: a.title, ty: a.ty.title },
    { where: `announcement "${a.title}" content`, en: strip(a.content), ty: strip(a.ty.content) },
  ]),
  ...SEED_PROMOTION_CATEGORIES.map((c) => ({ where: `category "${c.title}"`, en: c.title, ty: c.ty })),
  ...SEED_PROMOTIONS.flatMap((p) => [
    { where: `promotion "${p.title}" title`, en: p.title, ty: p.ty.title },
    { where: `promotion "${p.title}" content`, en: strip(p.content), ty: strip(p.ty.content) },
  ]),
  ...SEED_HELP.flatMap((h) => [
    { where: `help "${h.title}" title`, en: h.title, ty: h.ty.title },
    { where: `help "${h.title}" content`, en: strip(h.content), ty: strip(h.ty.content) },
  ]),
];

describe('the shipped merchant content in TY', () => {
  it.each(texts.map((t) => [t.where, t] as const))('%s has its own TY wording', (_, t) => {
    expect(t.ty.trim()).not.toBe('');
    if (!SAME_IN_BOTH.has(t.en)) expect(t.ty).not.toBe(t.en);
    for (const english of ENGLISH) expect(t.ty, `${t.where}: ${english}`).not.toMatch(english);
  });
});
