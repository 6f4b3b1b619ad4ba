// First, before any other module runs: keeps node's tick objects on V8's fast path (server/http/tickShape.ts).
import './http/tickShape';
import { spawn } from 'node:child_process';
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
import { lifecycleLogger, logStreamFor } from './http/logFormat';
import { errorText } from './http/logRedaction';
import { listenEarly } from './http/earlyListener';
import { startRetryPause, unreachableAtStart } from './db/unavailable';
import {
  countReconciled,
  serveMetrics,
  setOldestPendingDeposit,
  watchAnswerCaches,
  watchReadiness,
} from './metrics/metrics';
import { oldestPendingSeconds, reconcileDeposits } from './money/reconcile';
import { settlementRulesOf } from './routes/deposit';
import { DEMO_FIRST_PASSWORD_ACCOUNT, DEMO_SUB_AGENT, seedAccountExtras } from './seed/accountExtras';

/** Set in the child process that makes and seeds a new embedded database, which then exits. */
const PREPARE_ONLY = 'MGP_PREPARE_DATABASE_ONLY';

/** No PostgreSQL data directory there yet (PGlite writes `PG_VERSION` when it makes one). */
const freshDataDir = (dataDir: string) =>
  !dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'));

/** Starts the reference platform: the built app under /m/ and the platform API under /wps/. */
async function main(): Promise<void> {
  const config = readConfig();
  const logStream = logStreamFor(process.env.LOG_FORMAT, process.stdout);
  const log = lifecycleLogger(logStream);
  const warnLine = (line: string) => log('warn', line);
  // A bad merchants file stops the server here, before it listens (docs/merchant-config.md).
  const merchants = createMerchantRegistry({
    file: process.env.MERCHANTS_FILE || undefined,
    env: process.env,
    watch: process.env.MERCHANTS_WATCH === '1',
    onReloadError: (err) => warnLine(`merchant config reload refused: ${err.message}`),
    onFileReload: () => void peers.current?.announce().catch(warnAnnounce),
  });
  // Set once the database is open: a reload here is told to the other instances through it.
  const peers: { current?: MerchantsAcrossInstances } = {};
  const warnAnnounce = (err: unknown) => warnLine(`merchants reload not announced: ${errorText(err)}`);
  const open = () => openConfiguredDatabase(config, warnLine);
  const prepare = async (database: Database) => {
    // One instance at a time seeds: the others find the data there when they get the lock. Demo accounts only where
    // asked for (DEMO_DATA; never in production).
    await database.exclusive(async () => {
      await seedCatalogue(database.db);
      await addSeedTranslations(database.db);
      if (config.demoData) {
        await seedAccounts(database.db);
        await seedAccountExtras(database.db);
      }
    });
  };
  if (process.env[PREPARE_ONLY] === '1') {
    const database = await open();
    await prepare(database);
    await database.close();
    process.exit(0);
  }

  // Listening from the first moment: /healthz 200, /readyz 503 "starting" while the database is opened, migrated
  // and seeded (server/http/earlyListener.ts); the app takes the listener over once it is ready.
  const startedAt = Date.now();
  const readiness = new Readiness();
  const listener = await listenEarly(config.host, config.port, readiness);
  log('info', 'starting', { url: listener.url, environment: config.environment, demoData: config.demoData });

  if (!config.databaseUrl && freshDataDir(config.dataDir)) {
    // The first start on the embedded database makes it (initdb), migrates and seeds it in a child process: the
    // memory that takes (about 150 MB more than serving) goes back when the child exits (docs/server-data.md
    // "Memory"). Not waited for synchronously, so the listener answers meanwhile.
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [PREPARE_ONLY]: '1' },
      stdio: 'inherit',
    });
    const status = await new Promise<number | null>((done) => child.once('exit', done));
    if (status !== 0) throw new Error(`preparing the database at ${config.dataDir} failed`);
  }
  // A PostgreSQL that cannot be reached yet (it starts after us, is failing over, or answers slowly) is waited for
  // with growing pauses, up to DB_START_WAIT_SECONDS; then the instance exits 1 and its process manager starts it
  // again (deploy/mgp@.service, deploy/run-instance.sh).
  let database: Database | undefined;
  const waitUntil = config.database.startWaitMs > 0 ? Date.now() + config.database.startWaitMs : Infinity;
  for (let attempt = 0; !database; attempt++) {
    try {
      database = await open();
      await prepare(database);
    } catch (err) {
      await database?.close().catch(() => undefined);
      database = undefined;
      if (!unreachableAtStart(err)) throw err;
      const pause = startRetryPause(attempt);
      if (Date.now() + pause > waitUntil)
        throw new Error(
          `database not reachable within DB_START_WAIT_SECONDS (${config.database.startWaitMs / 1000} s): ${errorText(err)}`,
        );
      warnLine(`database not reachable at start (${errorText(err)}); trying again in ${pause} ms`);
      await new Promise((r) => setTimeout(r, pause));
    }
  }
  const opened = database;
  const deps = await createApiDeps(opened.db, config, merchants, { changes: opened.changes });
  peers.current = followMerchantsAcrossInstances({
    merchants,
    changes: opened.changes,
    db: opened.db,
    warn: warnLine,
  });
  // Without OPS_TOKENS, the `dev` operator's token goes to a file only this user can read (docs/operators.md).
  if (deps.operators.devToken) {
    mkdirSync(dirname(config.ops.tokenFile), { recursive: true });
    writeFileSync(config.ops.tokenFile, `${deps.operators.devToken}\n`, { mode: 0o600 });
    chmodSync(config.ops.tokenFile, 0o600);
  }
  // Prometheus text on its own port, never the players' (docs/operators.md "Metrics").
  watchAnswerCaches({ public: deps.publicAnswers, private: deps.privateAnswers });
  watchReadiness(() => readiness.report().ready);
  const metricsServer =
    config.metricsPort !== undefined ? await serveMetrics(config.metricsPort, config.host) : undefined;
  const app = await buildApp({
    readiness,
    listener,
    ...(logStream ? { logStream } : {}),
    config,
    registerApi: (scope) => registerApi(scope, deps),
    policySources: (req) => policySourcesOf(merchants.forRequest(req)),
    fastLane: (req, res) => deps.fastLane.serve(req, res),
    merchantOf: deps.merchantOf,
    keptPages: deps.publicAnswers,
  });
  await app.ready();
  // Ready while the database answers (on PostgreSQL, the change feed's own connection, which a heartbeat keeps
  // honest), the migrations and seeds are in (above), the feed listens and the merchants file is loaded; SIGTERM
  // turns it off first (server/http/health.ts).
  await readiness.begin({
    database:
      opened.kind === 'postgres'
        ? () => opened.changes.live
        : async () => {
            await opened.db.execute(sql`select 1`);
            return true;
          },
    migrations: () => true,
    changeFeed: () => opened.changes.live,
    merchants: () => merchants.all().length > 0,
  });
  process.on('SIGHUP', () => {
    try {
      merchants.reload();
      void peers.current?.announce().catch(warnAnnounce);
    } catch (err) {
      warnLine(`merchant config reload refused: ${(err as Error).message}`);
    }
  });
  /** Everything a stop ends, in order: the timers and side listeners, the server, the merchants file, the database. */
  const shutdown = async () => {
    metricsServer?.close();
    clearInterval(settler);
    clearInterval(missionTimer);
    clearInterval(reconciler);
    vacuumer.stop();
    readiness.stop();
    await app.close();
    await listener.close();
    peers.current?.stop();
    merchants.close();
    await opened.close();
  };
  const close = async () => {
    log('info', 'SIGINT: stopping now');
    await shutdown();
    process.exit(0);
  };
  // Ctrl-C in a terminal stops at once; SIGTERM (a deployment, the proxy set-up) drains first: not ready, requests in
  // flight served, then closed within SHUTDOWN_CLOSE_MS.
  process.once('SIGINT', close);
  process.once('SIGTERM', () => {
    const t0 = Date.now();
    log('info', 'SIGTERM: not ready from now on, draining', {
      drainMs: config.shutdownDrainMs,
      closeMs: config.shutdownCloseMs,
    });
    void gracefulStop({
      readiness,
      drainMs: config.shutdownDrainMs,
      closeMs: config.shutdownCloseMs,
      close: async () => {
        log('info', 'drained: closing', { afterMs: Date.now() - t0 });
        await shutdown();
      },
    }).then((code) => {
      log(code === 0 ? 'info' : 'warn', code === 0 ? 'closed' : 'close cut short at SHUTDOWN_CLOSE_MS', {
        afterMs: Date.now() - t0,
      });
      process.exit(code);
    });
  });
  // Lottery bets are also settled on the member's own calls; this pays the ones nobody looks at.
  const secret = drawSecret(deps.serverKey.privateKey);
  const settler = setInterval(() => {
    settleDueLotteryBets(opened.db, secret, deps.now()).catch((err: unknown) =>
      warnLine(`lottery settlement failed: ${errorText(err)}`),
    );
  }, 5000);
  settler.unref();
  // Missions and agent contracts are also settled when read; this pays the ones nobody looks at.
  // The first run comes at once (it reads each mission's period whole, then only the bets since), then one a minute.
  const missions = missionSettler(opened.db);
  let settling = false;
  const settleAll = () => {
    if (settling) return;
    settling = true;
    void (async () => {
      for (const m of merchants.all()) {
        await missions.run(m, new Date(deps.now()));
        // Agent contracts: each whole period paid once, whichever instance gets there first.
        await settleAllContracts(opened.db, m.code, merchantTimeZone(m), new Date(deps.now()));
      }
    })()
      .catch((err: unknown) => warnLine(`mission or contract settlement failed: ${errorText(err)}`))
      .finally(() => (settling = false));
  };
  const missionTimer = setInterval(settleAll, 60_000);
  missionTimer.unref();
  setImmediate(settleAll);
  // The reconciliation: pending deposits asked about at the provider every DEPOSIT_RECONCILE_MS, what it confirms
  // settled as its callback would have (server/money/reconcile.ts); the oldest pending one's age for the alert.
  let reconciling = false;
  const reconcile = () => {
    if (reconciling) return;
    reconciling = true;
    const now = new Date(deps.now());
    void reconcileDeposits(opened.db, deps.payments, { now, ...settlementRulesOf(merchants) })
      .then(async (run) => {
        for (const outcome of run.outcomes) countReconciled(outcome);
        if (run.outcomes.length > 0)
          log('warn', 'deposits settled by the reconciliation', { outcomes: run.outcomes });
        setOldestPendingDeposit(await oldestPendingSeconds(opened.db, now));
      })
      .catch((err: unknown) => warnLine(`deposit reconciliation failed: ${errorText(err)}`))
      .finally(() => (reconciling = false));
  };
  const reconciler = setInterval(reconcile, DEPOSIT_RECONCILE_MS);
  reconciler.unref();
  // PGlite runs no autovacuum: the server vacuums and analyzes it on a timer (server/db/maintenance.ts).
  const vacuumer = startEmbeddedVacuum(opened, config.embeddedVacuumMinutes, (line) => app.log.info(line));
  log('info', 'ready', { url: listener.url, afterMs: Date.now() - startedAt });
  // The welcome for a person at a terminal; a log collector gets the same as one JSON line, without passwords.
  const operatorNames = deps.operators.devToken ? ['dev'] : config.ops.tokens!.map((o) => o.name);
  if (!logStream) {
    log('info', 'welcome', {
      url: `${listener.url}/m/home`,
      demoAccounts: config.demoData ? demoUsernames() : [],
      operators: operatorNames,
    });
    return;
  }
  process.stdout.write(`\nReference platform ready at ${listener.url}/m/home\n`);
  if (config.demoData) {
    const { member, agent, downline } = DEMO_ACCOUNTS;
    const player = downline[0];
    const first = DEMO_FIRST_PASSWORD_ACCOUNT;
    process.stdout.write(
      `Demo accounts (merchant demo; DEMO_DATA=0 leaves them out):\n` +
        `  member            ${member.username} / ${member.password}\n` +
        `  agent             ${agent.username} / ${agent.password}\n` +
        `  agent's downline  ${player.username} / ${player.password}\n` +
        `  first password    ${first.username} / ${first.password} (must set a new password)\n` +
        `  sub-agent         ${DEMO_SUB_AGENT.username} / ${DEMO_SUB_AGENT.password} (below the agent, for contracts)\n`,
    );
  }
  process.stdout.write(
    deps.operators.devToken
      ? `Operator "dev": npm run ops -- --help (token in ${config.ops.tokenFile})\n\n`
      : `Operators: ${operatorNames.join(', ')} (npm run ops -- --help)\n\n`,
  );
}

/** How often each instance asks the payment provider about pending deposits (server/money/reconcile.ts). */
const DEPOSIT_RECONCILE_MS = 10_000;

/** The demo accounts' names (their published passwords are in README.md, never in a log line). */
const demoUsernames = () => [
  DEMO_ACCOUNTS.member.username,
  DEMO_ACCOUNTS.agent.username,
  DEMO_ACCOUNTS.downline[0].username,
  DEMO_FIRST_PASSWORD_ACCOUNT.username,
  DEMO_SUB_AGENT.username,
];

main().catch((err: unknown) => {
  process.stderr.write(`failed to start: ${errorText(err)}\n`);
  process.exit(1);
});
