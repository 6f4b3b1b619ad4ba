import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A content row's text in languages other than its own, by language code. */
export type Translations = Record<
  string,
  {
    title: string;
    content: string;
    /** Pictures with words in them, in this language (banners, promotion covers); the row's own otherwise. */
    images?: { url: string; sequence: number }[];
  }
>;

// The read-only catalogue every merchant shares: vendors, games, announcements, promotions, matches,
// the winner board and help. Seeded on first start by server/seed/catalogue.ts. Money is integer centavos.

/** A game vendor ("vassalage"); `categories` lists the home categories it appears under. */
export const vendors = pgTable('catalogue_vendors', {
  vassalage: text('vassalage').primaryKey(),
  vendorName: text('vendor_name').notNull(),
  accountTypeName: text('account_type_name').notNull(),
  categories: jsonb('categories').$type<string[]>().notNull(),
  sort: integer('sort').notNull(),
});

/**
 * A game. `gameType` is what the game-list filter matches (RNG, FISH, LIVE, ...); `gameCategory` is the
 * home category it belongs to (INHOUSE games are RNG games of the in-house vendor).
 */
export const games = pgTable(
  'catalogue_games',
  {
    nodeId: integer('node_id').primaryKey(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => vendors.vassalage),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    gameCategory: text('game_category').notNull(),
    gameId: text('game_id').notNull(),
    gameClassify: text('game_classify').notNull(),
    minBetCentavos: integer('min_bet_centavos').notNull(),
    minLine: integer('min_line').notNull(),
    isNew: boolean('is_new').notNull(),
    /** Rank on the hot list; null when the game is not hot. */
    hotRank: integer('hot_rank'),
    supportPlay: boolean('support_play').notNull(),
    sort: integer('sort').notNull(),
    /**
     * The vendor's `sort`, kept here by triggers (migration 0019) so a list's order is one index: vendor, then game.
     * Written by the database, never by code.
     */
    vendorSort: integer('vendor_sort').notNull().default(0),
  },
  (t) => [
    index('catalogue_games_vendor_idx').on(t.vassalage),
    index('catalogue_games_order').on(t.vendorSort, t.sort, t.nodeId),
    index('catalogue_games_type_order').on(t.gameType, t.vendorSort, t.sort, t.nodeId),
    index('catalogue_games_category_order')
      .on(t.gameCategory, t.vendorSort, t.sort, t.nodeId)
      .where(sql`${t.gameCategory} <> ${t.gameType}`),
    index('catalogue_games_vendor_order').on(t.vassalage, t.vendorSort, t.sort, t.nodeId),
    index('catalogue_games_hot_order')
      .on(t.hotRank, t.vendorSort, t.sort, t.nodeId)
      .where(sql`${t.hotRank} IS NOT NULL`),
    index('catalogue_games_name_trgm').using('gin', sql`${t.gameName} public.gin_trgm_ops`),
  ],
);

/** How many games each type, home category and vendor has, kept by a trigger on the games (migration 0019). */
export const gameCounts = pgTable(
  'catalogue_game_counts',
  {
    gameType: text('game_type').notNull(),
    gameCategory: text('game_category').notNull(),
    vassalage: text('vassalage').notNull(),
    games: integer('games').notNull(),
  },
  (t) => [
    primaryKey({ name: 'catalogue_game_counts_pk', columns: [t.gameType, t.gameCategory, t.vassalage] }),
  ],
);

/** Announcements of every type: B banner, PL player, PU popup, H hot, A agent (spec 02 §3). */
export const announcements = pgTable('catalogue_announcements', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  groupName: text('group_name').notNull(),
  title: text('title').notNull(),
  /** Sanitised by the client before it renders (ARCHITECTURE.md). */
  content: text('content').notNull(),
  /** The language `title` and `content` are written in (`EN`, `TY`); server/content/wording.ts picks by it. */
  language: text('language').notNull().default('EN'),
  /** The same text in the other languages, by language code (`TY`): one text per language, docs/server-data.md. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  url: text('url').notNull(),
  images: jsonb('images').$type<{ url: string; sequence: number }[]>().notNull(),
  /** Popups only: A members, B guests, F first-time login. */
  execution: text('execution'),
  promotionType: text('promotion_type'),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  noExpiry: boolean('no_expiry').notNull(),
  sort: integer('sort').notNull(),
});

export const promotionCategories = pgTable('catalogue_promotion_categories', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  language: text('language').notNull().default('EN'),
  /** Titles in other languages (`content` stays empty). */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  sort: integer('sort').notNull(),
});

export const promotions = pgTable('catalogue_promotions', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  language: text('language').notNull().default('EN'),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  categoryIds: jsonb('category_ids').$type<number[]>().notNull(),
  images: jsonb('images').$type<{ url: string; sequence: number }[]>().notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  noExpiry: boolean('no_expiry').notNull(),
  sort: integer('sort').notNull(),
});

export const hotMatches = pgTable('catalogue_hot_matches', {
  id: serial('id').primaryKey(),
  league: text('league').notNull(),
  homeTeam: text('home_team').notNull(),
  awayTeam: text('away_team').notNull(),
  matchTime: timestamp('match_time', { withTimezone: true }).notNull(),
  vendor: text('vendor').notNull(),
  roomId: text('room_id').notNull(),
  nodeId: integer('node_id').notNull(),
});

/** Recent big wins shown on the winner board; user names are stored already masked. */
export const winners = pgTable('catalogue_winners', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull(),
  gameName: text('game_name').notNull(),
  vassalage: text('vassalage').notNull(),
  winCentavos: integer('win_centavos').notNull(),
  wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
});

export const helpEntries = pgTable('catalogue_help_entries', {
  id: serial('id').primaryKey(),
  device: text('device').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  language: text('language').notNull().default('EN'),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  sort: integer('sort').notNull(),
});
