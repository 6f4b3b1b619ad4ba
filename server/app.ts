import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import { ErrorCode } from '../src/api/contract/errors';
import type { ServerConfig } from './config';
import { ApiError, sendFailure, unavailable } from './http/envelope';
import { databaseUnavailable } from './db/unavailable';
import { registerSecurityHeaders, setSecurityHeaders, type PolicySources } from './http/securityHeaders';
import { serveApp, shellStyleHashes } from './http/static';
import { createBootShell } from './http/bootShell';
import { COMPRESS_MIN_BYTES } from './http/publicAnswers';
import { loadFirstScreenDrawer } from './http/firstScreenDrawer';
import { jsonTooDeep } from './http/jsonDepth';
import { errorText, redactQuery, stackFrames } from './http/logRedaction';
import { registerHealthRoutes, type Readiness } from './http/health';
import type { EarlyListener } from './http/earlyListener';
import { httpDuration, httpRequests, internalCalls, laneCounts } from './metrics/metrics';
import { isHealthCheck, isInternalCall } from './http/internalCalls';
import { requestIdOf } from './http/requestId';

export interface AppOptions {
  config: ServerConfig;
  /** Registers the /wps/ routes; kept outside so tests can build the app around a given database. */
  registerApi?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
  /** Where log lines go instead of stdout (the fuzzing suite reads them for leaks). */
  logStream?: { write(line: string): void };
  /** The merchant's extra origins for the app's content security policy (by the request's host). */
  policySources?: (req: FastifyRequest) => PolicySources;
  /**
   * Answers a request before Fastify sees it, when it can (server/http/fastLane.ts); false passes it on. Requests
   * injected in tests never meet it: they go to Fastify's handler directly.
   */
  fastLane?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The merchant code of a request's host: with it, a first visit's page carries its boot answers (bootShell.ts). */
  merchantOf?: (req: FastifyRequest) => string;
  /** With it, `/healthz` and `/readyz` answer for a load balancer (server/http/health.ts). */
  readiness?: Readiness;
  /**
   * The players' listener, already open (server/http/earlyListener.ts): the app serves on it once ready, and is not
   * to be `listen`ed; closing it is the caller's.
   */
  listener?: EarlyListener;
  /**
   * The public answer cache a first visit's page carries answers of: with it, a guest's landing page is kept while
   * that cache's generation stands (server/http/bootShell.ts).
   */
  keptPages?: { readonly generation: number; readonly ttlMs: number };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The HTTP server under Fastify: the fast lane first when there is one, then Fastify's handler. With an early
 * listener (server/http/earlyListener.ts) that server is the one already listening, and it takes the handler over
 * once the app is ready (`app.ready()`), never before.
 */
function serverFor(handler: Handler, opts: AppOptions) {
  const lane = opts.fastLane;
  const front: Handler = lane
    ? (req, res) => {
        const started = performance.now();
        if (!lane(req, res)) return handler(req, res);
        // Answered from the fast lane, before Fastify (which wrote it whole, at once): counted under a route of its
        // own with plain numbers, folded into the metrics when they are read (server/metrics/metrics.ts).
        laneCounts.count(res.statusCode, (performance.now() - started) / 1000);
      }
    : handler;
  if (!opts.listener) return createServer(front);
  handOvers.set(opts.listener, front);
  return opts.listener.server;
}
/** The handler each early listener takes once its app is ready. */
const handOvers = new WeakMap<EarlyListener, Handler>();

/** The longest query string a request may carry (characters after `?`). */
export const MAX_QUERY_CHARS = 2048;

/** Builds the reference platform: /wps/* answers in the envelope, /m/* serves the app. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const tp = opts.config.trustProxy;
  // A hop count trusts that many proxies nearest the server (fastify's types take it as a function).
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof tp === 'number' ? (_address: string, hop: number) => hop < tp : tp;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            redact: ['req.headers.authorization', 'req.headers.encryption'],
            // Tokens must never reach logs, even when a client wrongly puts one in a query string.
            serializers: {
              // The client's address as TRUST_PROXY credits it (the proxy's X-Forwarded-For), for abuse reports.
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactQuery(req.url),
                ip: req.ip,
              }),
            },
          },
    bodyLimit: 64 * 1024,
    // One id per request in every log line (`requestId`), taken from the proxy's `X-Request-Id` when it is a plain
    // token, else made here; answered back in the same header so a player's report can be found (docs/operators.md).
    // (Fastify would take the header as it comes: the check below needs it off.)
    requestIdHeader: false,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // One line per request, written when it is answered (the onResponse hook below), not Fastify's two.
      disableRequestLogging: true,
    }),
    genReqId: (req) => requestIdOf(req.headers),
    // A URL the router cannot take (bad percent-encoding, a path part over 100 characters) gets the envelope too.
    frameworkErrors: (err, req, reply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // The router's errors skip the onSend hooks: the headers are set here, like every other answer's.
      setSecurityHeaders(req, reply);
      return sendFailure(
        reply,
        new ApiError(tooLong ? 414 : 400, ErrorCode.badRequest, tooLong ? 'URL too long' : 'Invalid URL'),
      );
    },
    // Only the proxies named by TRUST_PROXY may set the client's address and scheme (docs/security.md).
    trustProxy,
    ...(opts.fastLane || opts.listener
      ? { serverFactory: (handler: Handler) => serverFor(handler, opts) }
      : {}),
  });

  // JSON bodies deeper than MAX_JSON_DEPTH are refused before they are parsed, so nothing later can recurse over a
  // hostile nesting; the rest goes to Fastify's own parser (prototype and constructor keys refused).
  const fastifyJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonTooDeep(String(body)))
      return done(new ApiError(400, ErrorCode.badRequest, 'JSON nested too deep'), undefined);
    return fastifyJson(req, String(body), done);
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // No call of the platform needs a long query (every field is at most 100 characters): a longer one is refused
    // before anything reads it, so no kept answer or log line grows with what a guest sends.
    const q = req.url.indexOf('?');
    if (q >= 0 && req.url.length - q - 1 > MAX_QUERY_CHARS)
      throw new ApiError(414, ErrorCode.badRequest, 'Query too long');
  });
  // Metrics by route pattern (never the raw URL: the label set stays bounded and carries no member data).
  // One log line per player's request: method, URL (queries redacted), client address, route, status, time, request
  // id. The balancer's checks and the first screen's in-process calls are players' requests neither in the log nor
  // in the request metrics (server/http/internalCalls.ts).
  app.addHook('onResponse', async (req, reply) => {
    if (isHealthCheck(req.url)) return;
    const route = req.routeOptions.url ?? 'unmatched';
    if (isInternalCall(req)) {
      internalCalls.inc({ route });
      return;
    }
    httpRequests.inc({ route, method: req.method, status: String(reply.statusCode) });
    httpDuration.observe({ route }, reply.elapsedTime / 1000);
    req.log.info(
      {
        req,
        route,
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES });
  registerSecurityHeaders(app, {
    sourcesFor: opts.policySources,
    shellStyleHashes: shellStyleHashes(opts.config.appDir),
  });

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    if (err instanceof ApiError) return sendFailure(reply, err);
    const status =
      typeof (err as { statusCode?: unknown }).statusCode === 'number'
        ? (err as { statusCode: number }).statusCode
        : 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? ErrorCode.tooLarge
          : status === 405
            ? ErrorCode.methodNotAllowed
            : ErrorCode.badRequest;
      return sendFailure(
        reply,
        new ApiError(status, code, status === 413 ? 'Request too large' : 'Invalid request'),
      );
    }
    // The database went away under the call: 503 with Retry-After, and the caller's retry (same idempotency key for
    // a money call) is safe (docs/deployment.md "When the database has trouble").
    if (databaseUnavailable(err)) {
      req.log.warn({ err: { message: errorText(err) } }, 'database unavailable');
      return sendFailure(reply, unavailable());
    }
    req.log.error({ err: { message: errorText(err), stack: stackFrames(err) } }, 'unhandled error');
    return sendFailure(reply, new ApiError(500, ErrorCode.internal, 'Internal error'));
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/wps/') || req.url === '/wps') {
      return sendFailure(reply, new ApiError(404, ErrorCode.notFound, 'Not found'));
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  if (opts.readiness) registerHealthRoutes(app, opts.readiness);
  if (opts.registerApi) await app.register(async (scope) => opts.registerApi!(scope));
  const drawer =
    opts.merchantOf && opts.config.firstScreen ? await loadFirstScreenDrawer(opts.config.appDir) : undefined;
  const shellFor = opts.merchantOf
    ? createBootShell(app, {
        appDir: opts.config.appDir,
        merchantOf: opts.merchantOf,
        drawer,
        onDrawError: (err) => app.log.error({ err: { message: errorText(err) } }, 'first screen not drawn'),
        answers: opts.keptPages,
      })
    : undefined;
  await serveApp(app, opts.config.appDir, shellFor);
  const listener = opts.listener;
  if (listener)
    app.addHook('onReady', async () => {
      listener.handOver(handOvers.get(listener)!);
    });
  return app;
}
