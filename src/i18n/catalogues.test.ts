import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Reads a .po catalogue into msgid (with its msgctxt, if any) -> msgstr (single-line and continued strings). */
function readPo(dir: string, locale: string): Map<string, string> {
  const text = readFileSync(resolve(__dirname, dir, `${locale}.po`), 'utf8');
  const entries = new Map<string, string>();
  const blocks = text.split(/\n\s*\n/);
  for (const block of blocks) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id?.[1] || !str?.[1]) continue;
    const join = (s: string) =>
      s
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as string)
        .join('');
    const ctx = /^msgctxt ((?:".*"\n?)+)/m.exec(block);
    if (join(id[1]) === '') continue;
    // A message with a context is its own entry (gettext's context and id, joined by EOT).
    const key = ctx?.[1] ? `${join(ctx[1])}\u0004${join(id[1])}` : join(id[1]);
    entries.set(key, join(str[1]));
  }
  return entries;
}

/** Every catalogue of lingui.config.ts, relative to this folder: the shell's, the errors', and each feature's. */
const CATALOGUES = [
  'locales',
  'errors',
  'games',
  // Every feature with a catalogue of its own, found rather than listed, so a new one cannot be left out.
  ...readdirSync(resolve(__dirname, '../features'))
    .filter((f) => existsSync(resolve(__dirname, '../features', f, 'locales/en.po')))
    .map((f) => `../features/${f}/locales`),
];

/**
 * What TY writes as EN does (issue 40: English left in TY must be found). Names of products and games, and the words
 * Filipino players use as they are on every gaming site (checked against the TY copy of the platform's own apps):
 * nothing else may read the same in both catalogues.
 */
const SAME_IN_TY = new Set([
  // Names: messengers and social networks, and a placeholder's label.
  'Facebook',
  'Telegram',
  'Telegram 2',
  'Telegram 3',
  'WhatsApp',
  'WeChat',
  'Zalo',
  // Game kinds, as Filipino players name them (sabong is Tagalog already).
  'Arcade',
  'Baccarat',
  'Bingo',
  'Crash',
  'E-sports',
  'Jackpot',
  'Lotto',
  'Mahjong',
  'Megaways',
  'Sabong',
  'Slots',
  // Loanwords of accounts and money, used untranslated in Filipino.
  'Bonus',
  'Bonus {0}',
  'Captcha',
  'E-mail',
  'Menu',
  'Password',
  'Rebate',
  'Username',
]);

describe.each(CATALOGUES)('the TY (fil) and EN catalogues in %s', (dir) => {
  const fil = readPo(dir, 'fil');
  const en = readPo(dir, 'en');

  it('hold the same keys', () => {
    expect([...fil.keys()].sort()).toEqual([...en.keys()].sort());
    expect(fil.size).toBeGreaterThan(0);
  });

  it('leave no English in TY: a TY text equal to its EN text is a name, a code or an allowed loanword', () => {
    const leftovers = [...fil]
      .filter(([id, text]) => text === (en.get(id) ?? id) && /[a-z]{2}/.test(text) && !SAME_IN_TY.has(text))
      .map(([id]) => id);
    expect(leftovers).toEqual([]);
  });

  it('have no empty translation', () => {
    const emptyFil = [...fil].filter(([, v]) => v.trim() === '').map(([k]) => k);
    const emptyEn = [...en].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect({ fil: emptyFil, en: emptyEn }).toEqual({ fil: [], en: [] });
  });
});

describe.each(['fil', 'en'])('the %s catalogues together', (locale) => {
  // Lingui merges the catalogues into one as features load, so a message two catalogues translate differently would
  // change its wording on screen depending on which screens happened to load first.
  it('translate a message shared by several catalogues the same way', () => {
    const seen = new Map<string, Map<string, string>>();
    for (const dir of CATALOGUES) {
      for (const [id, str] of readPo(dir, locale)) {
        const byDir = seen.get(id) ?? new Map<string, string>();
        byDir.set(dir, str);
        seen.set(id, byDir);
      }
    }
    const differing = [...seen]
      .filter(([, byDir]) => new Set(byDir.values()).size > 1)
      .map(([id, byDir]) => ({ id, translations: Object.fromEntries(byDir) }));
    expect(differing).toEqual([]);
  });
});
