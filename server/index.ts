import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readConfig } from './config';
import { buildApp } from './app';
import { registerApi } from './api';
import { openConfiguredDatabase, type Database } from './db/client';
import { startEmbeddedVacuum } from './db/maintenance';
import { createApiDeps } from './deps';
import { createMerchantRegistry } from './merchants/merchantRegistry';
import { followMerchantsAcrossInstances, type MerchantsAcrossInstances } from './merchants/acrossInstances';
import { policySourcesOf } from './merchants/policySources';
import { settleDueLotteryBets } from './games/lotteryBets';
import { missionSettler } from './money/missions';
import { settleAllContracts } from './agent/contracts';
import { merchantTimeZone } from './merchants/runtimeConfig';
import { drawSecret } from './games/lotteryDraws';
import { addSeedTranslations, seedCatalogue } from './seed/catalogue';
import { DEMO_ACCOUNTS, seedAccounts } from './seed/accounts';
import { sql } from 'drizzle-orm';
import { gracefulStop, Readiness } from './http/health';
import { logStreamFor } from './http/logFormat';
import { serveMetrics, watchAnswerCaches } from './metrics/metrics';
import { DEMO_FIRST_PASSWORD_ACCOUNT, DEMO_SUB_AGENT, seedAccountExtras } from './seed/accountExtras';

/** Set in the child process that makes and seeds a new embedded database, which then exits. */
const PREPARE_ONLY = 'MGP_PREPARE_DATABASE_ONLY';

/** No PostgreSQL data directory there yet (PGlite writes `PG_VERSION` when it makes one). */
const freshDataDir = (dataDir: string) =>
  !dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'));

/** Starts the reference platform: the built app under /m/ and the platform API under /wps/. */
async function main(): Promise<void> {
  const config = readConfig();
  // A bad merchants file stops the server here, before it listens (docs/merchant-config.md).
  const merchants = createMerchantRegistry({
    file: process.env.MERCHANTS_FILE || undefined,
    env: process.env,
    watch: process.env.MERCHANTS_WATCH === '1',
    onReloadError: (err) => process.stderr.write(`merchant config reload refused: ${err.message}\n`),
    onFileReload: () => void peers.current?.announce().catch(warnAnnounce),
  });
  // Set once the database is open: a reload here is told to the other instances through it.
  const peers: { current?: MerchantsAcrossInstances } = {};
  const warnAnnounce = (err: unknown) =>
    process.stderr.write(`merchants reload not announced: ${(err as Error).message}\n`);
  const open = () => openConfiguredDatabase(config);
  const prepare = async (database: Database) => {
    // One instance at a time seeds: the others find the demo data there when they get the lock.
    await database.exclusive(async () => {
      await seedCatalogue(database.db);
      await addSeedTranslations(database.db);
      await seedAccounts(database.db);
      await seedAccountExtras(database.db);
    });
  };
  if (process.env[PREPARE_ONLY] === '1') {
    const database = await open();
    await prepare(database);
    await database.close();
    process.exit(0);
  }
  if (!config.databaseUrl && freshDataDir(config.dataDir)) {
    // The first start on the embedded database makes it (initdb), migrates and seeds it in a child process: the
    // memory that takes (about 150 MB more than serving) goes back when the child exits (docs/server-data.md
    // "Memory").
    const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [PREPARE_ONLY]: '1' },
      stdio: 'inherit',
    });
    if (child.status !== 0) throw new Error(`preparing the database at ${config.dataDir} failed`);
  }
  const database = await open();
  await prepare(database);
  const deps = await createApiDeps(database.db, config, merchants, { changes: database.changes });
  peers.current = followMerchantsAcrossInstances({
    merchants,
    changes: database.changes,
    db: database.db,
    warn: (line) => process.stderr.write(`${line}\n`),
  });
  // Without OPS_TOKENS, the `dev` operator's token goes to a file only this user can read (docs/operators.md).
  if (deps.operators.devToken) {
    mkdirSync(dirname(config.ops.tokenFile), { recursive: true });
    writeFileSync(config.ops.tokenFile, `${deps.operators.devToken}\n`, { mode: 0o600 });
    chmodSync(config.ops.tokenFile, 0o600);
  }
  // Ready once prepared (migrations and seeds applied, above) and while the database, the change feed and the
  // merchants file answer; SIGTERM turns it off first (server/http/health.ts).
  const readiness = new Readiness({
    database: async () => {
      await database.db.execute(sql`select 1`);
      return true;
    },
    migrations: () => true,
    changeFeed: () => database.changes.live,
    merchants: () => merchants.all().length > 0,
  });
  const logStream = logStreamFor(process.env.LOG_FORMAT, process.stdout);
  // Prometheus text on its own port, never the players' (docs/operators.md "Metrics").
  watchAnswerCaches({ public: deps.publicAnswers, private: deps.privateAnswers });
  const metricsServer =
    config.metricsPort !== undefined ? await serveMetrics(config.metricsPort, config.host) : undefined;
  const app = await buildApp({
    readiness,
    ...(logStream ? { logStream } : {}),
    config,
    registerApi: (scope) => registerApi(scope, deps),
    policySources: (req) => policySourcesOf(merchants.forRequest(req)),
    fastLane: (req, res) => deps.fastLane.serve(req, res),
    merchantOf: deps.merchantOf,
  });
  process.on('SIGHUP', () => {
    try {
      merchants.reload();
      void peers.current?.announce().catch(warnAnnounce);
    } catch (err) {
      process.stderr.write(`merchant config reload refused: ${(err as Error).message}\n`);
    }
  });
  /** Everything a stop ends, in order: the timers and side listeners, the server, the merchants file, the database. */
  const shutdown = async () => {
    metricsServer?.close();
    clearInterval(settler);
    clearInterval(missionTimer);
    vacuumer.stop();
    await app.close();
    peers.current?.stop();
    merchants.close();
    await database.close();
  };
  const close = async () => {
    await shutdown();
    process.exit(0);
  };
  // Ctrl-C in a terminal stops at once; SIGTERM (a deployment, the proxy set-up) drains first: not ready, requests in
  // flight served, then closed within SHUTDOWN_CLOSE_MS.
  process.once('SIGINT', close);
  process.once('SIGTERM', () => {
    void gracefulStop({
      readiness,
      drainMs: config.shutdownDrainMs,
      closeMs: config.shutdownCloseMs,
      close: shutdown,
    }).then((code) => process.exit(code));
  });
  // Lottery bets are also settled on the member's own calls; this pays the ones nobody looks at.
  const secret = drawSecret(deps.serverKey.privateKey);
  const settler = setInterval(() => {
    settleDueLotteryBets(database.db, secret, deps.now()).catch((err: unknown) =>
      process.stderr.write(
        `lottery settlement failed: ${err instanceof Error ? err.message : String(err)}\n`,
      ),
    );
  }, 5000);
  settler.unref();
  // Missions and agent contracts are also settled when read; this pays the ones nobody looks at.
  // The first run comes at once (it reads each mission's period whole, then only the bets since), then one a minute.
  const missions = missionSettler(database.db);
  let settling = false;
  const settleAll = () => {
    if (settling) return;
    settling = true;
    void (async () => {
      for (const m of merchants.all()) {
        await missions.run(m, new Date(deps.now()));
        // Agent contracts: each whole period paid once, whichever instance gets there first.
        await settleAllContracts(database.db, m.code, merchantTimeZone(m), new Date(deps.now()));
      }
    })()
      .catch((err: unknown) =>
        process.stderr
          .write(`mission or contract settlement failed: ${err instanceof Error ? err.message : String(err)}
`),
      )
      .finally(() => (settling = false));
  };
  const missionTimer = setInterval(settleAll, 60_000);
  missionTimer.unref();
  setImmediate(settleAll);
  // PGlite runs no autovacuum: the server vacuums and analyzes it on a timer (server/db/maintenance.ts).
  const vacuumer = startEmbeddedVacuum(database, config.embeddedVacuumMinutes, (line) => app.log.info(line));
  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('0.0.0.0', '127.0.0.1');
  const { member, agent, downline } = DEMO_ACCOUNTS;
  const player = downline[0];
  const first = DEMO_FIRST_PASSWORD_ACCOUNT;
  process.stdout.write(
    `\nReference platform ready at ${url}/m/home\n` +
      `Demo accounts (merchant demo):\n` +
      `  member            ${member.username} / ${member.password}\n` +
      `  agent             ${agent.username} / ${agent.password}\n` +
      `  agent's downline  ${player.username} / ${player.password}\n` +
      `  first password    ${first.username} / ${first.password} (must set a new password)\n` +
      `  sub-agent         ${DEMO_SUB_AGENT.username} / ${DEMO_SUB_AGENT.password} (below the agent, for contracts)\n` +
      (deps.operators.devToken
        ? `Operator "dev": npm run ops -- --help (token in ${config.ops.tokenFile})\n\n`
        : `Operators: ${config.ops.tokens!.map((o) => o.name).join(', ')} (npm run ops -- --help)\n\n`),
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
