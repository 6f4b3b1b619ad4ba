// The finer game lists (a name search, the new tab, a classification) through the database alone and through the kept
// catalogue (server/catalogue/keptCatalogue.ts), side by side in one run on one database, in this process (no HTTP):
// each list's page and count, p50 and p99 over the calls, and the kept catalogue's read time and size. Prints figures;
// asserts nothing. bench/scale.ts measures the same lists over HTTP as the catalogue grows.
//   npm run db:fill -- --factor 100 && npm run bench:finer-lists
// On the embedded database at DATA_DIR (stop the server first), or on the PostgreSQL at DATABASE_URL.
// FINER_CALLS=200 calls per list and way by default.
import { cpus } from 'node:os';
import { count } from 'drizzle-orm';
import { create } from 'superstruct';
import { GameListQuery } from '../src/api/contract/games';
import { KeptCatalogue } from '../server/catalogue/keptCatalogue';
import { gamePage } from '../server/catalogue/gameList';
import { readConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/db/client';
import { games } from '../server/db/schema/catalogue';
import { median } from './stats';

const CALLS = Number(process.env.FINER_CALLS ?? 200);

/** The lists, as the app sends them (src/features/games/listRules.ts: always with the screen's game type). */
const LISTS: { name: string; query: Record<string, string> }[] = [
  { name: 'search in a type', query: { gameType: 'RNG', gameName: 'buffalo' } },
  { name: 'two letters in a type', query: { gameType: 'RNG', gameName: 'lo' } },
  { name: 'two letters, none there', query: { gameType: 'RNG', gameName: 'ba' } },
  { name: 'one letter, page 3', query: { gameType: 'RNG', gameName: 'a', pageNo: '3' } },
  { name: 'a rare name', query: { gameType: 'RNG', gameName: 'zzq' } },
  { name: 'search, every type', query: { gameName: 'buffalo' } },
  { name: 'new games of a type', query: { gameType: 'RNG', isNew: 'true' } },
  { name: 'a classification', query: { gameType: 'RNG', gameClassify: 'ARCADE' } },
];

const p99 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))]!;
const ms = (x: number) => `${x.toFixed(2)} ms`.padStart(9);

async function time(call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await call();
  const out: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await call();
    out.push(performance.now() - t0);
  }
  return out;
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(games);
    const engine = config.databaseUrl ? 'PostgreSQL' : 'embedded';
    console.log(
      `bench:finer-lists, ${cpus().length} x ${cpus()[0]?.model.trim() ?? '?'}, ${new Date().toISOString().slice(0, 16)}Z`,
    );
    console.log(`  ${engine}, ${n} games, ${CALLS} calls per list and way, one at a time\n`);
    const kept = new KeptCatalogue(database.db, database.changes);
    global.gc?.();
    // The heap and the typed arrays' buffers, which live outside it.
    const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const heapBefore = used();
    const t0 = performance.now();
    await kept.page(create({ gameName: 'x' }, GameListQuery));
    const readMs = performance.now() - t0;
    global.gc?.();
    const heapMb = (used() - heapBefore) / 1e6;
    console.log(
      `  the kept catalogue: read in ${readMs.toFixed(0)} ms, about ${heapMb.toFixed(1)} MB (heap and array buffers)` +
        (global.gc ? '' : ' (without --expose-gc: rough)'),
    );
    console.log(
      `\n  ${'list'.padEnd(24)}${'games'.padStart(7)}  database p50 / p99     kept p50 / p99     p99 ratio`,
    );
    for (const list of LISTS) {
      const q = create(list.query, GameListQuery);
      const plain = await gamePage(database.db, q);
      const fromKept = await gamePage(database.db, q, kept);
      // Both ways must give the same page, or the figures compare different work.
      if (
        JSON.stringify(plain.rows.map((r) => r.g.nodeId)) !==
        JSON.stringify(fromKept.rows.map((r) => r.g.nodeId))
      )
        throw new Error(`${list.name}: the two ways give different pages`);
      const db = await time(() => gamePage(database.db, q));
      const mem = await time(() => gamePage(database.db, q, kept));
      console.log(
        `  ${list.name.padEnd(24)}${String(plain.total).padStart(7)}  ${ms(median(db))} / ${ms(p99(db))}` +
          `  ${ms(median(mem))} / ${ms(p99(mem))}   ${(p99(mem) / p99(db)).toFixed(2)}`,
      );
    }
    console.log(
      `\n  kept catalogue reads: ${kept.stats.reads} (a catalogue change in between would read it again)`,
    );
  } finally {
    await database.close();
  }
}

void main();
