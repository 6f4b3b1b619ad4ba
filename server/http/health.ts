import type { FastifyInstance } from 'fastify';

// Health and readiness for a load balancer (docs/operators.md "Health and readiness"): `/healthz` says the process
// answers; `/readyz` says this instance should get traffic: the database answers, migrations and seeds are applied,
// the change feed is listening (else kept answers may be stale), the merchants file is loaded, and it is not
// shutting down. Both are plain JSON outside the player contract, never cached, with no member data.

/** What readiness asks; each check answers true, or throws / answers false when not ready. */
export interface ReadinessChecks {
  database: () => Promise<boolean>;
  migrations: () => boolean;
  changeFeed: () => boolean;
  merchants: () => boolean;
}

/** The instance's readiness: checks plus the draining flag SIGTERM sets. */
export class Readiness {
  private draining = false;

  constructor(private readonly checks: ReadinessChecks) {}

  /** From now on `/readyz` answers 503, so the balancer stops sending new requests here. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Each check's result, and whether all passed (a check that throws or takes over 2 s failed). */
  async report(): Promise<{ ready: boolean; checks: Record<string, 'ok' | 'failing'> }> {
    const timed = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<false>((done) => setTimeout(() => done(false), 2000).unref())]);
    const run = async (check: () => boolean | Promise<boolean>) => {
      try {
        return (await timed(Promise.resolve(check()))) === true;
      } catch {
        return false;
      }
    };
    const results = {
      database: await run(this.checks.database),
      migrations: await run(this.checks.migrations),
      changeFeed: await run(this.checks.changeFeed),
      merchants: await run(this.checks.merchants),
      accepting: !this.draining,
    };
    return {
      ready: Object.values(results).every(Boolean),
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
    const report = await readiness.report();
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
