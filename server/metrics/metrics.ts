import { createServer, type Server } from 'node:http';
import {
  collectDefaultMetrics,
  Counter,
  Histogram,
  Registry,
  Gauge,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';

// Metrics in Prometheus text (docs/operators.md "Metrics"): prom-client through this one door. Labels are route
// patterns, methods, statuses and error codes, all bounded sets: never a raw URL, a user name or any member data.
// Served on its own listener (`METRICS_PORT`), never on the public port.

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'mgp_' });

/** Requests by route pattern (`/wps/promotions`, `/m/*`, `unmatched`, `fast lane`), method and status. */
export const httpRequests = new Counter({
  name: 'mgp_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
  collect() {
    // The fast lane answers GETs only.
    for (const [status, n] of laneCounts.byStatus)
      this.inc({ route: 'fast lane', method: 'GET', status: String(status) }, n);
    laneCounts.byStatus.clear();
  },
});

/** The duration histogram's buckets, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Answers sent by the fast lane (server/http/fastLane.ts), before Fastify: counted with plain numbers on the hot path
 * (a label lookup and a histogram update per request cost the lane a third of its throughput) and handed to the
 * request counter and histogram when they are scraped, under `route="fast lane"`.
 */
export const laneCounts = {
  /** Answers by status code. */
  byStatus: new Map<number, number>(),
  /** Answers per duration bucket (the last one past every bound), and their summed seconds, since start. */
  buckets: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
  seconds: 0,
  /** Counts one answer of `status` that took `seconds` in this process. */
  count(status: number, seconds: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
    this.buckets[i]!++;
    this.seconds += seconds;
  },
};

/** How long answers took, by route pattern. */
export const httpDuration = new Histogram({
  name: 'mgp_http_request_duration_seconds',
  help: 'HTTP request duration by route pattern',
  labelNames: ['route'] as const,
  buckets: DURATION_BUCKETS,
  registers: [registry],
});
// The fast lane's answers join the histogram when it is read, as the series `route="fast lane"` (cumulative, as a
// histogram's series are).
// (prom-client reads a histogram through getForPromString, which its types leave out.)
const readable = httpDuration as unknown as {
  getForPromString(): Promise<MetricObjectWithValues<MetricValue<string>>>;
};
const histogramRead = readable.getForPromString.bind(httpDuration);
readable.getForPromString = async () => {
  const read = await histogramRead();
  const name = 'mgp_http_request_duration_seconds';
  const route = 'fast lane';
  let below = 0;
  const lane = DURATION_BUCKETS.map((le, i) => {
    below += laneCounts.buckets[i]!;
    return { labels: { le, route }, value: below, metricName: `${name}_bucket` };
  });
  const all = below + laneCounts.buckets.at(-1)!;
  if (all === 0) return read;
  lane.push(
    { labels: { le: '+Inf' as unknown as number, route }, value: all, metricName: `${name}_bucket` },
    { labels: { route } as never, value: laneCounts.seconds, metricName: `${name}_sum` },
    { labels: { route } as never, value: all, metricName: `${name}_count` },
  );
  return { ...read, values: [...read.values, ...lane] };
};

/** The first screen's in-process calls (server/http/internalCalls.ts), apart from the players' requests. */
export const internalCalls = new Counter({
  name: 'mgp_first_screen_internal_calls_total',
  help: "The first screen's in-process calls for its boot answers, by route pattern (not players' requests)",
  labelNames: ['route'] as const,
  registers: [registry],
});

/** Failure envelopes by error code (refusals by limit, captcha demands, money refusals among them). */
export const failures = new Counter({
  name: 'mgp_failures_total',
  help: 'Failure answers by platform error code and status',
  labelNames: ['code', 'status'] as const,
  registers: [registry],
});

/** Time of each PostgreSQL query, by outcome (the embedded database runs in this process and is not timed). */
export const dbQueryDuration = new Histogram({
  name: 'mgp_db_query_duration_seconds',
  help: 'PostgreSQL query duration, by outcome (ok or error)',
  labelNames: ['outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Starts timing one query; call the answer with its outcome when it ends. */
export function queryTimer(): (outcome: 'ok' | 'error') => void {
  const end = dbQueryDuration.startTimer();
  return (outcome) => {
    end({ outcome });
  };
}

interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
let pool: PoolStats | undefined;

/** PostgreSQL connections: open, idle, and requests waiting for one (pool exhaustion), read at scrape time. */
new Gauge({
  name: 'mgp_db_pool_connections',
  help: 'PostgreSQL pool connections by state (open, idle, waiting requests)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!pool) return;
    this.set({ state: 'open' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

const databaseRetries = new Counter({
  name: 'mgp_db_read_retries_total',
  help: 'Reads sent again on another connection after theirs was lost (a restart, a failover, a reset)',
  registers: [registry],
});

/** Counts one read sent again after a lost connection (server/db/client.ts). */
export function countDatabaseRetry(): void {
  databaseRetries.inc();
}

/** The pool the gauge above reads. */
export function watchPool(p: PoolStats): void {
  pool = p;
}

/** A label from a code the server wrote itself (`deposit.paid`); anything else counts as `other`. */
const codeLabel = (code: string) => (/^[a-z][a-z0-9_.-]{0,39}$/.test(code) ? code : 'other');

const ledgerMovements = new Counter({
  name: 'mgp_ledger_movements_total',
  help: 'Committed ledger movements, by reason and direction (credit or debit)',
  labelNames: ['reason', 'direction'] as const,
  registers: [registry],
});
const ledgerCentavos = new Counter({
  name: 'mgp_ledger_centavos_total',
  help: 'Centavos moved by committed ledger movements, by reason and direction',
  labelNames: ['reason', 'direction'] as const,
  registers: [registry],
});

/** Counts one committed movement of `delta` centavos (called after the commit, server/db/commitHooks.ts). */
export function countMovement(reason: string, delta: number): void {
  const labels = { reason: codeLabel(reason), direction: delta < 0 ? 'debit' : 'credit' };
  ledgerMovements.inc(labels);
  ledgerCentavos.inc(labels, Math.abs(delta));
}

const paymentCallbacks = new Counter({
  name: 'mgp_payment_callbacks_total',
  help: 'Payment provider callbacks by outcome (credited, duplicate, replayed, bad-signature, stale, ...)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Counts one provider callback by the outcome recorded for it (the `payment_callbacks.outcome` codes). */
export function countCallback(outcome: string): void {
  paymentCallbacks.inc({ outcome: codeLabel(outcome) });
}

const reconciled = new Counter({
  name: 'mgp_payment_reconciled_total',
  help: 'Deposits settled by the reconciliation (the provider confirmed what its callback had not delivered), by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Counts one deposit the reconciliation settled (server/money/reconcile.ts). */
export function countReconciled(outcome: string): void {
  reconciled.inc({ outcome: codeLabel(outcome) });
}

const pendingDeposit = new Gauge({
  name: 'mgp_deposit_pending_oldest_seconds',
  help: 'How long the oldest pending deposit has waited for its provider, in seconds (0: none), as of the last reconciliation',
  registers: [registry],
});

/** The oldest pending deposit's age, read by each reconciliation. */
export function setOldestPendingDeposit(seconds: number): void {
  pendingDeposit.set(seconds);
}

new Gauge({
  name: 'mgp_ready',
  help: 'Whether this instance answers /readyz 200 (1) or 503 (0)',
  registers: [registry],
  collect() {
    this.set(readyNow() ? 1 : 0);
  },
});
let readyNow: () => boolean = () => false;

/** What the readiness gauge reads (server/http/health.ts). */
export function watchReadiness(ready: () => boolean): void {
  readyNow = ready;
}

/** Field vitals (server/routes/vitals.ts): LCP and INP in seconds, CLS as the score; buckets around the goals. */
const vitals = {
  LCP: new Histogram({
    name: 'mgp_web_vitals_lcp_seconds',
    help: "Players' Largest Contentful Paint, by merchant, route and connection type",
    labelNames: ['merchant', 'route', 'connection'] as const,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    registers: [registry],
  }),
  INP: new Histogram({
    name: 'mgp_web_vitals_inp_seconds',
    help: "Players' Interaction to Next Paint, by merchant, route and connection type",
    labelNames: ['merchant', 'route', 'connection'] as const,
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
    registers: [registry],
  }),
  CLS: new Histogram({
    name: 'mgp_web_vitals_cls',
    help: "Players' Cumulative Layout Shift, by merchant, route and connection type",
    labelNames: ['merchant', 'route', 'connection'] as const,
    buckets: [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  }),
};

/** One reported vital: LCP and INP arrive in ms and are kept in seconds; CLS as it is. */
export function observeVital(
  name: 'LCP' | 'INP' | 'CLS',
  value: number,
  labels: { merchant: string; route: string; connection: string },
): void {
  vitals[name].observe(
    { ...labels, merchant: codeLabel(labels.merchant) },
    name === 'CLS' ? value : value / 1000,
  );
}

const withdrawalStates = new Counter({
  name: 'mgp_withdrawals_total',
  help: 'Withdrawals entering a state (requested, paid, rejected), counted after the commit',
  labelNames: ['state'] as const,
  registers: [registry],
});

/** Counts a withdrawal entering `state`. */
export function countWithdrawal(state: string): void {
  withdrawalStates.inc({ state: codeLabel(state) });
}

const limitRefusals = new Counter({
  name: 'mgp_limit_refusals_total',
  help: 'Attempts over a rate limit, by limit (login-ip, sms-num, paypass, ...); captcha demands are mgp_failures_total{code="captcha.required"}',
  labelNames: ['limit'] as const,
  registers: [registry],
});

/** Counts an attempt over a limit, named by its bucket's kind (`sms-num` of `sms-num:demo:0917…`), never its key. */
export function countLimitRefusal(bucket: string): void {
  limitRefusals.inc({ limit: codeLabel(bucket.split(':', 1)[0]!) });
}

interface CacheStats {
  stats: { hits: number; misses: number };
}
let answerCaches: { public: CacheStats; private?: CacheStats | undefined } | undefined;

/** Kept answers: hits and misses of the public and private answer caches since start, read at scrape time. */
const cacheReadsCounted = new Map<string, number>();
new Counter({
  name: 'mgp_answer_cache_reads_total',
  help: 'Answer cache reads, by cache and result',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
  collect() {
    if (!answerCaches) return;
    const sources: [string, CacheStats | undefined][] = [
      ['public', answerCaches.public],
      ['private', answerCaches.private],
    ];
    for (const [cache, source] of sources) {
      if (!source) continue;
      for (const result of ['hit', 'miss'] as const) {
        const now = result === 'hit' ? source.stats.hits : source.stats.misses;
        const key = `${cache}:${result}`;
        // A counter only rises: it takes what was read since the last scrape.
        const added = now - (cacheReadsCounted.get(key) ?? 0);
        if (added > 0) this.inc({ cache, result }, added);
        cacheReadsCounted.set(key, now);
      }
    }
  },
});

/** The answer caches the counter above reads (the server's; a test's app in tests). */
export function watchAnswerCaches(caches: { public: CacheStats; private?: CacheStats | undefined }): void {
  answerCaches = caches;
}

/** The Prometheus text of every metric. */
export function metricsText(): Promise<string> {
  return registry.metrics();
}

/** Serves `GET /metrics` on its own port (METRICS_PORT), apart from the players' listener. */
export function serveMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsText().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}
