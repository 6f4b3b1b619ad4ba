import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry, Gauge } from 'prom-client';

// Metrics in Prometheus text (docs/operators.md "Metrics"): prom-client through this one door. Labels are route
// patterns, methods, statuses and error codes, all bounded sets: never a raw URL, a user name or any member data.
// Served on its own listener (`METRICS_PORT`), never on the public port.

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'mgp_' });

/** Requests by route pattern (`/wps/promotions`, `/m/*`, `unmatched`), method and status. */
export const httpRequests = new Counter({
  name: 'mgp_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

/** How long answers took, by route pattern. */
export const httpDuration = new Histogram({
  name: 'mgp_http_request_duration_seconds',
  help: 'HTTP request duration by route pattern',
  labelNames: ['route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Failure envelopes by error code (refusals by limit, captcha demands, money refusals among them). */
export const failures = new Counter({
  name: 'mgp_failures_total',
  help: 'Failure answers by platform error code and status',
  labelNames: ['code', 'status'] as const,
  registers: [registry],
});

interface CacheStats {
  stats: { hits: number; misses: number };
}
let answerCaches: { public: CacheStats; private?: CacheStats | undefined } | undefined;

/** Kept answers: hits and misses of the public and private answer caches, read at scrape time. */
new Gauge({
  name: 'mgp_answer_cache_reads',
  help: 'Answer cache reads since start, by cache and result',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
  collect() {
    if (!answerCaches) return;
    this.set({ cache: 'public', result: 'hit' }, answerCaches.public.stats.hits);
    this.set({ cache: 'public', result: 'miss' }, answerCaches.public.stats.misses);
    if (answerCaches.private) {
      this.set({ cache: 'private', result: 'hit' }, answerCaches.private.stats.hits);
      this.set({ cache: 'private', result: 'miss' }, answerCaches.private.stats.misses);
    }
  },
});

/** The answer caches the gauge above reads (the server's; a test's app in tests). */
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
