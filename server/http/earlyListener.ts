import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '../../src/api/contract/errors';
import { UNAVAILABLE_RETRY_SECONDS } from './envelope';
import type { Readiness } from './health';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The players' listener, open from the process's first moments; the app takes it over once built. */
export interface EarlyListener {
  readonly server: Server;
  /** `http://host:port` as bound (port 0 picks one). */
  readonly url: string;
  /** From now on every request goes to `handler` (Fastify's, with the fast lane in front). */
  handOver(handler: Handler): void;
  /** Stops taking connections, closes idle ones, and resolves when the open ones are done. */
  close(): Promise<void>;
}

/**
 * Listens at once (docs/deployment.md "Production on one machine, word for word"): while the instance migrates and seeds, `/healthz` answers 200 (the
 * process is alive), `/readyz` 503 `starting`, the API 503 `system.unavailable` with Retry-After, and anything else a
 * plain 503. A balancer's check then sees an answer, not a refused connection, and a restart is told apart from a
 * crash.
 */
export async function listenEarly(host: string, port: number, readiness: Readiness): Promise<EarlyListener> {
  const starting: Handler = (req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res
        .writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          ...headers,
        })
        .end(JSON.stringify(body));
    const retry = { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) };
    if (path === '/healthz') return json(200, { status: 'ok' });
    if (path === '/readyz') return json(503, readiness.report());
    if (path?.startsWith('/wps/'))
      return json(
        503,
        {
          success: false,
          errorCode: ErrorCode.unavailable,
          message: 'Starting, try again',
          value: { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS },
        },
        retry,
      );
    res
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...retry })
      .end('Starting, try again in a moment\n');
  };
  let handler: Handler = starting;
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  const bound = server.address() as AddressInfo;
  const shown = bound.address === '0.0.0.0' || bound.address === '::' ? '127.0.0.1' : bound.address;
  return {
    server,
    url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${bound.port}`,
    handOver: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
      }),
  };
}
