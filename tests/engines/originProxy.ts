import { createServer, request as httpRequest, type Server } from 'node:http';
import type { Socket } from 'node:net';

/** One request that passed through, for the journeys' "nothing replayed" checks. */
export interface Passed {
  method: string;
  path: string;
  at: number;
  /** The request's `Device` header (MOBILE in a tab, OTHERS from the home screen), when it had one. */
  device?: string;
}

/**
 * An origin of its own in front of the reference server, one per engine run, that a journey can cut (the port
 * refuses connections, as with no network) and restore on the same port. No engine's driver here can cut the network
 * (docs/engines.md), and service workers, Cache Storage and storage are per origin, so each engine starts clean.
 */
export interface OriginProxy {
  url: string;
  /** Every request that reached the server through here, in order. */
  readonly passed: readonly Passed[];
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startOriginProxy(target: string): Promise<OriginProxy> {
  const upstream = new URL(target);
  const passed: Passed[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const device = req.headers.device;
    passed.push({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      at: Date.now(),
      ...(typeof device === 'string' ? { device } : {}),
    });
    const out = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: req.headers.host ?? upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  const shut = () =>
    new Promise<void>((ok) => {
      for (const s of sockets) s.destroy();
      if (!server.listening) return ok();
      server.close(() => ok());
    });
  return {
    url: `http://127.0.0.1:${port}`,
    passed,
    cut: shut,
    restore: () =>
      new Promise<void>((ok) => (server.listening ? ok() : server.listen(port, '127.0.0.1', ok))),
    close: shut,
  };
}
