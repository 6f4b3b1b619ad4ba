import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DelayProxy {
  url: string;
  /** Holds answers to paths starting with `prefix` for `ms`, and passes their bodies through `rewrite`. */
  slowDown: (prefix: string, ms: number, rewrite?: (body: string) => string) => void;
  /** Resolves when the next request that the rule holds arrives. */
  nextHeld: () => Promise<void>;
  /**
   * Drops every request's connection without an answer, as a network that reaches nothing does (a captive Wi-Fi, a
   * dead mobile link) while the device still says it is online; `reset` ends it.
   */
  reachNothing: () => void;
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * A loopback proxy in front of the reference server that can hold chosen answers back. The browser's service worker
 * fetches are out of reach of Playwright's request routing, so a slow network is made here, where every request of
 * the page and of its worker passes.
 */
export async function startDelayProxy(target: string): Promise<DelayProxy> {
  const upstream = new URL(target);
  let rule: { prefix: string; ms: number; rewrite?: (body: string) => string } | undefined;
  let unreachable = false;
  const onHeld: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    if (unreachable) {
      res.destroy();
      return;
    }
    const active = rule && req.url?.startsWith(rule.prefix) ? rule : undefined;
    if (active) for (const held of onHeld.splice(0)) held();
    const headers = { ...req.headers, host: upstream.host };
    // A rewritten body must arrive uncompressed, and in full: a 304 to the browser's If-None-Match has no body.
    if (active?.rewrite) {
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
    }
    const out = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const replyHeaders = { ...answer.headers };
          if (active?.rewrite) {
            body = Buffer.from(active.rewrite(body.toString('utf8')));
            delete replyHeaders['etag'];
          }
          replyHeaders['content-length'] = String(body.length);
          setTimeout(() => {
            res.writeHead(answer.statusCode ?? 502, replyHeaders);
            res.end(body);
          }, active?.ms ?? 0);
        });
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    slowDown: (prefix, ms, rewrite) => (rule = { prefix, ms, rewrite }),
    nextHeld: () => new Promise<void>((held) => onHeld.push(held)),
    reachNothing: () => (unreachable = true),
    reset: () => {
      rule = undefined;
      unreachable = false;
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
