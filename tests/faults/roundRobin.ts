import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback round-robin load balancer for the multi-instance tests: each request goes to the next upstream; an
 * upstream that refuses connections is skipped for a second and the request goes to the next one (nothing was sent,
 * so that is safe even for a write). An upstream that dies in the middle of a request gives 502: whether it applied
 * the request is unknown, and the client's retry with its idempotency key settles it.
 */
export interface RoundRobin {
  url: string;
  /** How many requests each upstream got. */
  counts: number[];
  close(): Promise<void>;
}

export async function roundRobin(upstreams: string[]): Promise<RoundRobin> {
  let next = 0;
  const counts = upstreams.map(() => 0);
  const downUntil = upstreams.map(() => 0);
  const forward = (req: IncomingMessage, body: Buffer, i: number): Promise<IncomingMessage> =>
    new Promise((ok, fail) => {
      const target = new URL(req.url ?? '/', upstreams[i]);
      const out = request(
        target,
        {
          method: req.method,
          // A fresh connection each time: a kept-alive socket to an instance that was just killed would fail a
          // request that a fresh connection would have sent to the next upstream.
          agent: false,
          headers: { ...req.headers, host: target.host, 'x-forwarded-for': '127.0.0.1' },
        },
        ok,
      );
      out.once('error', fail);
      out.end(body);
    });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void (async () => {
        // Each request tries every upstream once, starting at its turn; counting from the shared cursor instead would
        // let concurrent requests move it between tries and send one request to the same dead upstream twice.
        const start = next++;
        for (let tries = 0; tries < upstreams.length; tries++) {
          const i = (start + tries) % upstreams.length;
          if (downUntil[i]! > Date.now()) continue;
          counts[i]!++;
          try {
            const up = await forward(req, body, i);
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
            up.once('error', () => res.destroy());
            return;
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') {
              downUntil[i] = Date.now() + 1000;
              continue;
            }
            res.writeHead(502, { 'content-type': 'application/json', 'retry-after': '1' });
            res.end(
              JSON.stringify({ success: false, errorCode: 'proxy.upstream.lost', message: 'Bad gateway' }),
            );
            return;
          }
        }
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
        res.end(JSON.stringify({ success: false, errorCode: 'proxy.no.upstream', message: 'Unavailable' }));
      })();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
