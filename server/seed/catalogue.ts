import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  announcements,
  games,
  helpEntries,
  hotMatches,
  promotionCategories,
  promotions,
  vendors,
  winners,
} from '../db/schema/catalogue';
import { bannerPath, promoPath } from '../catalogue/imagePaths';
import { MIN_BETS_CENTAVOS, SEED_VENDORS } from './catalogueData';
import {
  SEED_ANNOUNCEMENTS,
  SEED_HELP,
  SEED_LEAGUES,
  SEED_PROMOTION_CATEGORIES,
  SEED_PROMOTIONS,
  SEED_TEAMS,
} from './contentData';
import type { Translations } from '../db/schema/catalogue';
import { makeGameNames } from './gameNames';
import { paths } from '../../src/api/contract/routes';
import { Prng } from './prng';

const SEED = 20260522;
const DAY = 86_400_000;
/** Fixed dates keep the seed identical between machines; far ends keep it current for years. */
const START = new Date('2025-01-01T00:00:00Z');
const END = new Date('2035-12-31T23:59:59Z');

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
}

function makeGames(prng: Prng): (typeof games.$inferInsert)[] {
  const rows: (typeof games.$inferInsert)[] = [];
  let nodeId = 1001;
  for (const v of SEED_VENDORS) {
    const lobby = v.names === 'fixed';
    makeGameNames(v, prng).forEach((gameName, i) => {
      const hot = prng.chance(lobby ? 0.3 : 0.07);
      rows.push({
        nodeId,
        vassalage: v.vassalage,
        gameName,
        gameType: v.gameType,
        gameCategory: v.category,
        gameId: lobby && i === 0 ? 'lobby' : `${v.accountTypeName}-${String(i + 1).padStart(4, '0')}`,
        gameClassify: prng.pick(v.classifications),
        minBetCentavos: prng.pick(MIN_BETS_CENTAVOS),
        minLine: v.names === 'slot' ? prng.pick([1, 9, 20, 25, 50]) : 1,
        isNew: prng.chance(0.12),
        hotRank: hot ? prng.int(1, 1000) : null,
        supportPlay: !lobby && prng.chance(0.6),
        sort: i,
      });
      nodeId++;
    });
  }
  return rows;
}

/** The catalogue the reference platform starts with; true when it was written now, false when it was there. */

/** A seed text's wording in the languages other than its own (English): Tagalog for every seeded text. */
function translationsOf(a: { ty: { title: string; content: string } }): Translations {
  return { TY: a.ty };
}

const helpRow = (h: (typeof SEED_HELP)[number]) => ({
  title: h.title,
  content: h.content,
  language: 'EN',
  translations: translationsOf(h),
});

export async function seedCatalogue(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several instances may start on one PostgreSQL at once: one seeds, the others wait and find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(20260522)`);
    const [existing] = await tx.select({ n: count() }).from(vendors);
    if ((existing?.n ?? 0) > 0) return false;

    const prng = new Prng(SEED);
    await tx.insert(vendors).values(
      SEED_VENDORS.map((v, i) => ({
        vassalage: v.vassalage,
        vendorName: v.vendorName,
        accountTypeName: v.accountTypeName,
        categories: [v.category],
        sort: i,
      })),
    );
    const gameRows = makeGames(prng);
    await insertChunked(gameRows, (c) => tx.insert(games).values(c));

    await tx.insert(announcements).values(
      SEED_ANNOUNCEMENTS.map((a, i) => ({
        type: a.type,
        groupName: a.groupName,
        title: a.title,
        content: a.content,
        language: 'EN',
        // A banner's picture has its title in it: the Tagalog banner has its own.
        translations:
          a.type === 'B'
            ? { TY: { ...a.ty, images: [{ url: bannerPath(i + 1, a.ty.title), sequence: 1 }] } }
            : translationsOf(a),
        url: a.type === 'B' ? paths.activity : '',
        images: a.type === 'B' ? [{ url: bannerPath(i + 1, a.title), sequence: 1 }] : [],
        execution: a.execution ?? null,
        promotionType: a.promotionType ?? null,
        startDate: new Date(START.getTime() + i * DAY),
        endDate: END,
        noExpiry: a.noExpiry ?? false,
        sort: i,
      })),
    );

    await tx.insert(promotionCategories).values(
      SEED_PROMOTION_CATEGORIES.map((c, i) => ({
        id: c.id,
        title: c.title,
        language: 'EN',
        translations: { TY: { title: c.ty, content: '' } },
        sort: i,
      })),
    );
    await tx.insert(promotions).values(
      SEED_PROMOTIONS.map((p, i) => ({
        id: i + 1,
        title: p.title,
        content: p.content,
        language: 'EN',
        translations: { TY: { ...p.ty, images: [{ url: promoPath(i + 1, p.ty.title), sequence: 1 }] } },
        categoryIds: p.categoryIds,
        images: [{ url: promoPath(i + 1, p.title), sequence: 1 }],
        startDate: new Date(START.getTime() + i * 7 * DAY),
        endDate: p.noExpiry ? END : new Date(END.getTime() - i * DAY),
        noExpiry: p.noExpiry ?? false,
        sort: i,
      })),
    );

    const sportsLobby = gameRows.find((g) => g.vassalage === 'ARENA_SPORTS');
    await tx.insert(hotMatches).values(
      Array.from({ length: 8 }, (_, i) => {
        const home = SEED_TEAMS[(i * 2) % SEED_TEAMS.length]!;
        const away = SEED_TEAMS[(i * 2 + 5) % SEED_TEAMS.length]!;
        return {
          league: SEED_LEAGUES[i % SEED_LEAGUES.length]!,
          homeTeam: home,
          awayTeam: away,
          matchTime: new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + (i + 1) * 3 * 3_600_000),
          vendor: 'ARENA_SPORTS',
          roomId: `M${String(9001 + i)}`,
          nodeId: sportsLobby?.nodeId ?? 0,
        };
      }),
    );

    const slots = gameRows.filter((g) => g.gameType === 'RNG');
    await tx.insert(winners).values(
      Array.from({ length: 30 }, (_, i) => {
        const g = prng.pick(slots);
        const letters = 'abcdefghijklmnopqrstuvwxyz';
        const name = `${letters[prng.int(0, 25)]}${letters[prng.int(0, 25)]}***${prng.int(10, 99)}`;
        return {
          userName: name,
          gameName: g.gameName,
          vassalage: g.vassalage,
          winCentavos: prng.int(50_000, 5_000_000),
          wonAt: new Date(now.getTime() - (i + 1) * 7 * 60_000),
        };
      }),
    );

    await tx
      .insert(helpEntries)
      .values([
        ...SEED_HELP.map((h, i) => ({ device: 'MOBILE', ...helpRow(h), sort: i })),
        ...SEED_HELP.slice(0, 4).map((h, i) => ({ device: 'WEB', ...helpRow(h), sort: i })),
      ]);
    return true;
  });
}

/**
 * Gives a catalogue seeded before the seed had Tagalog its Tagalog: each seeded row still in its English wording
 * and without a TY text gets the seed's. Rows an operator wrote or translated are left as they are. Returns the
 * number of rows changed (0 on every later start).
 */
export async function addSeedTranslations(db: Db): Promise<number> {
  const missing = sql`not (translations ? 'TY') and language = 'EN'`;
  let changed = 0;
  await db.transaction(async (tx) => {
    const fill = async (
      table: typeof announcements | typeof promotions | typeof helpEntries | typeof promotionCategories,
      rows: readonly { title: string; ty: Translations[string] }[],
    ) => {
      const [n] = await tx.select({ n: count() }).from(table).where(missing);
      if ((n?.n ?? 0) === 0) return;
      for (const r of rows) {
        const set = { translations: sql`${table.translations} || ${JSON.stringify({ TY: r.ty })}::jsonb` };
        const done = await tx
          .update(table)
          .set(set)
          .where(and(eq(table.title, r.title), missing))
          .returning({ title: table.title });
        changed += done.length;
      }
    };
    await fill(
      announcements,
      SEED_ANNOUNCEMENTS.map((a, i) => ({
        title: a.title,
        ty:
          a.type === 'B' ? { ...a.ty, images: [{ url: bannerPath(i + 1, a.ty.title), sequence: 1 }] } : a.ty,
      })),
    );
    await fill(
      promotions,
      SEED_PROMOTIONS.map((p, i) => ({
        title: p.title,
        ty: { ...p.ty, images: [{ url: promoPath(i + 1, p.ty.title), sequence: 1 }] },
      })),
    );
    await fill(helpEntries, SEED_HELP);
    await fill(
      promotionCategories,
      SEED_PROMOTION_CATEGORIES.map((c) => ({ title: c.title, ty: { title: c.ty, content: '' } })),
    );
  });
  return changed;
}
