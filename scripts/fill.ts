// Grows a database for the scale benchmark (docs/server-data.md "A database at scale"):
//   npm run db:fill -- --factor 100
// On the embedded database at DATA_DIR (default .data/pglite; stop the server first: one process opens it), or on
// the PostgreSQL at DATABASE_URL. It migrates and seeds the database as a start would, then adds the factor's games,
// members and bets (server/seed/fill.ts). Never part of a start. Then, as after any import of past bets, it pays the
// mission rewards those bets earned (the server's settler would, at its first run), so a start finds them paid.
import { readConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/db/client';
import { seedCatalogue } from '../server/seed/catalogue';
import { seedAccounts } from '../server/seed/accounts';
import { seedAccountExtras } from '../server/seed/accountExtras';
import { fillScale } from '../server/seed/fill';
import { createMerchantRegistry } from '../server/merchants/merchantRegistry';
import { missionSettler } from '../server/money/missions';
import { sql } from 'drizzle-orm';

async function main(): Promise<void> {
  const at = process.argv.indexOf('--factor');
  const factor = Number(at >= 0 ? process.argv[at + 1] : NaN);
  if (!Number.isInteger(factor)) {
    console.error(
      'Usage: npm run db:fill -- --factor N   (1 to 1000; 100 makes 60,000 games and 2 million bets)',
    );
    process.exit(2);
  }
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await seedCatalogue(database.db);
    await seedAccounts(database.db);
    await seedAccountExtras(database.db);
    const report = await fillScale(database.db, factor, new Date(), (line) => console.log(`  ${line}`));
    const t0 = performance.now();
    const merchants = createMerchantRegistry({
      file: process.env.MERCHANTS_FILE || undefined,
      env: process.env,
    });
    const settler = missionSettler(database.db);
    let rewards = 0;
    for (const m of merchants.all()) rewards += await settler.run(m, new Date());
    merchants.close();
    if (rewards > 0) await database.db.execute(sql`vacuum (analyze)`);
    console.log(`  missions: ${rewards} rewards paid in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(
      `filled x${report.factor} on ${database.kind}: ${report.games} games, ${report.members} members, ` +
        `${report.bets} bets, in ${report.seconds.toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
