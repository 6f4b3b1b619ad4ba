import type { FastifyInstance } from 'fastify';

// Health and readiness for a load balancer (docs/operators.md "Health and readiness"): `/healthz` says the process
// answers; `/readyz` says this instance should get traffic: the database answers, migrations and seeds are applied,
// the change feed is listening (else kept answers may be stale), the merchants file is loaded, and it is not
// shutting down. Both are plain JSON outside the player contract, never cached, with no member data.

/** What readiness asks; each check answers true, or throws / answers false when not ready. */
export interface ReadinessChecks {
  database: () => boolean | Promise<boolean>;
  migrations: () => boolean;
  changeFeed: () => boolean;
  merchants: () => boolean;
}

/** What `/readyz` answers. */
export interface ReadinessReport {
  ready: boolean;
  /** `starting` while the instance migrates and seeds, `draining` once told to stop, else `ready` or `not-ready`. */
  status: 'starting' | 'ready' | 'not-ready' | 'draining';
  checks: Record<string, 'ok' | 'failing'>;
}

/**
 * The instance's readiness. The checks run in the background (every `everyMs`, each bounded by `timeoutMs`) and
 * `/readyz` answers from their last results at once, whatever state the database is in: a balancer's check never
 * waits on a hung database, and a database that comes back is seen within one round. Until `begin` (the database
 * opened, migrated and seeded) it answers `starting`; after `drain` (SIGTERM), `draining`.
 */
export class Readiness {
  private checks: ReadinessChecks | undefined;
  private last: Record<string, boolean> = {};
  private draining = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly everyMs: number;
  private readonly timeoutMs: number;

  constructor(opts: { everyMs?: number; timeoutMs?: number } = {}) {
    this.everyMs = opts.everyMs ?? 1000;
    this.timeoutMs = opts.timeoutMs ?? 1000;
  }

  /**
   * The instance is prepared: checks from now on (the first round before this resolves), then every `everyMs`. Until
   * the first round's results are in it still answers `starting`: with no result yet it would count as ready, and a
   * balancer (or the guide's restart, docs/deployment.md) would send to it before the instance has logged `ready`.
   */
  async begin(checks: ReadinessChecks): Promise<void> {
    await this.refresh(checks);
    this.checks = checks;
    this.timer = setInterval(() => void this.refresh(), this.everyMs);
    this.timer.unref();
  }

  /** Runs every check once now and keeps the results. */
  async refresh(checks = this.checks): Promise<void> {
    if (!checks) return;
    const run = async (check: () => boolean | Promise<boolean>) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), this.timeoutMs)));
        return (await Promise.race([Promise.resolve().then(check), late])) === true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    };
    const [database, migrations, changeFeed, merchants] = await Promise.all([
      run(checks.database),
      run(checks.migrations),
      run(checks.changeFeed),
      run(checks.merchants),
    ]);
    this.last = { database, migrations, changeFeed, merchants };
  }

  /** From now on `/readyz` answers 503, so the balancer stops sending new requests here. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Stops the background checks. */
  stop(): void {
    clearInterval(this.timer);
  }

  /** The last results, at once. */
  report(): ReadinessReport {
    if (!this.checks) return { ready: false, status: 'starting', checks: { started: 'failing' } };
    const results = { ...this.last, accepting: !this.draining };
    const ready = Object.values(results).every(Boolean);
    return {
      ready,
      status: this.draining ? 'draining' : ready ? 'ready' : 'not-ready',
      checks: Object.fromEntries(Object.entries(results).map(([k, ok]) => [k, ok ? 'ok' : 'failing'])),
    };
  }
}

/** Registers `/healthz` and `/readyz`. */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_req, reply) => {
    const report = readiness.report();
    reply.header('cache-control', 'no-store');
    return reply.code(report.ready ? 200 : 503).send(report);
  });
}

/**
 * A graceful stop (SIGTERM): not ready at once, then `drainMs` for the balancer to notice while requests in flight
 * finish, then `close` (the server stops taking connections and waits for open requests), bounded by `closeMs`
 * after which the process goes anyway. Answers the exit code: 0 after a clean close, 1 when the bound cut it short.
 */
export async function gracefulStop(opts: {
  readiness: Readiness;
  drainMs: number;
  closeMs: number;
  close: () => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}): Promise<number> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  opts.readiness.drain();
  await sleep(opts.drainMs);
  const closed = opts.close().then(
    () => 0,
    () => 1,
  );
  return Promise.race([closed, sleep(opts.closeMs).then(() => 1)]);
}
