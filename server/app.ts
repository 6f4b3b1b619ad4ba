import { randomUUID } from 'node:crypto';
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
import { ApiError, sendFailure } from './http/envelope';
import { registerSecurityHeaders, setSecurityHeaders, type PolicySources } from './http/securityHeaders';
import { serveApp, shellStyleHashes } from './http/static';
import { createBootShell } from './http/bootShell';
import { COMPRESS_MIN_BYTES } from './http/publicAnswers';
import { loadFirstScreenDrawer } from './http/firstScreenDrawer';
import { jsonTooDeep } from './http/jsonDepth';
import { redactQuery } from './http/logRedaction';
import { registerHealthRoutes, type Readiness } from './http/health';
import { httpDuration, httpRequests } from './metrics/metrics';

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
}

/** A request id taken from a proxy: a plain token, so it cannot forge log lines. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

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
      // The balancer's checks (twice a second per instance) would bury the players' lines.
      disableRequestLogging: (req: { url?: string }) => req.url === '/readyz' || req.url === '/healthz',
    }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
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
    ...(opts.fastLane
      ? {
          serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
            createServer((req, res) => {
              const started = performance.now();
              if (!opts.fastLane!(req, res)) return handler(req, res);
              // Answered from the fast lane, before Fastify: counted under one route of its own.
              res.once('finish', () => {
                httpRequests.inc({
                  route: 'fast lane',
                  method: req.method ?? '',
                  status: String(res.statusCode),
                });
                httpDuration.observe({ route: 'fast lane' }, (performance.now() - started) / 1000);
              });
            }),
        }
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
  });
  // Metrics by route pattern (never the raw URL: the label set stays bounded and carries no member data).
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ route, method: req.method, status: String(reply.statusCode) });
    httpDuration.observe({ route }, reply.elapsedTime / 1000);
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
    req.log.error({ err: { message: err.message, stack: err.stack } }, 'unhandled error');
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
        onDrawError: (err) =>
          app.log.error({ err: { message: (err as Error).message } }, 'first screen not drawn'),
      })
    : undefined;
  await serveApp(app, opts.config.appDir, shellFor);
  return app;
}
