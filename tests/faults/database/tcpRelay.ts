import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the instances and PostgreSQL, to inject what a network does to a database connection: a hang
 * (bytes stop flowing both ways, the sockets stay open, as a dead link or a frozen server looks) and a reset (every
 * connection cut at once). Passes everything through otherwise. Loopback only.
 */
export interface TcpRelay {
  /** `host:port` the instances connect to. */
  readonly address: string;
  readonly port: number;
  /** Bytes stop flowing on every connection, old and new, until `resume`. */
  hang(): void;
  /** Bytes flow again (what was held is delivered). */
  resume(): void;
  /** Every open connection is destroyed (RST); new ones are taken as usual. */
  reset(): number;
  /** Connections open now. */
  readonly open: number;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const pairs = new Set<[Socket, Socket]>();
  /** What arrived while hung, per direction, delivered on `resume`. */
  const held = new Map<Socket, Buffer[]>();
  let hung = false;
  /** Forwards `from` to `to`, holding the bytes back while hung. */
  const forward = (from: Socket, to: Socket) => {
    held.set(to, []);
    from.on('data', (chunk: Buffer) => {
      if (hung) held.get(to)?.push(chunk);
      else to.write(chunk);
    });
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      held.delete(client);
      held.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  return {
    address: `127.0.0.1:${port}`,
    port,
    hang() {
      hung = true;
    },
    resume() {
      hung = false;
      for (const [to, chunks] of held) {
        for (const chunk of chunks.splice(0)) to.write(chunk);
      }
    },
    reset() {
      const n = pairs.size;
      for (const [a, b] of [...pairs]) {
        a.resetAndDestroy();
        b.resetAndDestroy();
      }
      pairs.clear();
      return n;
    },
    get open() {
      return pairs.size;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const [a, b] of pairs) {
          a.destroy();
          b.destroy();
        }
        server.close(() => done());
      }),
  };
}
