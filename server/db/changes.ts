import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The channel the database announces changes on (server/db/migrations/0017_change_feed.sql). */
export const CHANGES_CHANNEL = 'mgp_changes';

/**
 * What the feed tells its subscribers: a committed change to one row (`table` and its key: a token hash, a member
 * id), a change anywhere in the catalogue (`table: 'catalogue'`, `key`: the table), or `reset`: changes may have
 * been missed (the listener's connection dropped, or came back), so everything held in memory must be dropped.
 */
export type ChangeEvent = { kind: 'change'; table: string; key: string } | { kind: 'reset' };

/**
 * Committed changes, announced by the database itself (triggers, so no write path can forget to), to every server
 * instance. What the server keeps in memory of sessions, members, wallets and the catalogue follows it
 * (docs/server.md "What is kept in memory").
 */
export interface ChangeFeed {
  /** False while changes may be missed (PostgreSQL listener reconnecting): nothing held may be served then. */
  readonly live: boolean;
  subscribe(fn: (event: ChangeEvent) => void): () => void;
  /**
   * Resolves once every change committed before the call has reached this instance (on PostgreSQL, by waiting for
   * an announcement of its own to come back: notifications arrive in commit order, and every instance's listener
   * gets them together). A logout waits for it, so it has taken effect before its answer is sent.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Parses `table:key` as the triggers send it; anything else (a stray notification) is ignored. */
export function parseChange(payload: string): ChangeEvent | undefined {
  const colon = payload.indexOf(':');
  if (colon <= 0) return undefined;
  return { kind: 'change', table: payload.slice(0, colon), key: payload.slice(colon + 1) };
}

class Subscribers {
  private readonly fns = new Set<(event: ChangeEvent) => void>();
  add(fn: (event: ChangeEvent) => void): () => void {
    this.fns.add(fn);
    return () => this.fns.delete(fn);
  }
  emit(event: ChangeEvent): void {
    for (const fn of this.fns) fn(event);
  }
}

/**
 * PGlite runs in this process and delivers notifications with the result of the statement that commits them, so
 * the feed is always live and always settled.
 */
export async function pgliteChangeFeed(
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>,
): Promise<ChangeFeed> {
  const subscribers = new Subscribers();
  const stop = await listen(CHANGES_CHANNEL, (payload) => {
    const event = parseChange(payload);
    if (event) subscribers.emit(event);
  });
  return {
    live: true,
    subscribe: (fn) => subscribers.add(fn),
    settled: () => Promise.resolve(),
    close: () => stop(),
  };
}

export interface PostgresFeedOptions {
  /** How long to wait before listening again after the connection dropped. */
  retryMs?: number;
  /** How long `settled` waits for its own announcement before giving up (it then resolves anyway). */
  settleMs?: number;
  onError?: (err: Error) => void;
  /** The listener's `application_name`, to find it in `pg_stat_activity`. */
  name?: string;
  /** How long the listener's connection may take to open (default 2 s). */
  connectTimeoutMs?: number;
  /**
   * How often the listener asks the database a trivial question (default 500 ms). A connection through a hung
   * server or network never errors by itself: an answer missing for three beats drops it, and the feed is not live.
   */
  heartbeatMs?: number;
}

/** Ends a client at once, even when the network under it hangs (`end()` would wait for the server's goodbye). */
function abandon(c: pg.Client): void {
  const stream = (c as unknown as { connection?: { stream?: { destroy?: () => void } } }).connection?.stream;
  stream?.destroy?.();
  c.end().catch(() => undefined);
}

/**
 * On PostgreSQL one connection of its own LISTENs. When it drops, the feed is not live and says `reset` (what was
 * held may have missed changes), then listens again, and says `reset` once more when it is back. A heartbeat on the
 * same connection finds a database that stopped answering without closing it.
 */
export async function postgresChangeFeed(
  connectionString: string,
  pool: pg.Pool,
  opts: PostgresFeedOptions = {},
): Promise<ChangeFeed> {
  const retryMs = opts.retryMs ?? 1000;
  const settleMs = opts.settleMs ?? 1000;
  const heartbeatMs = opts.heartbeatMs ?? 500;
  /** How long the heartbeat's answer may be missing. */
  const missedMs = heartbeatMs * 3;
  const subscribers = new Subscribers();
  const echoes = new Map<string, () => void>();
  let live = false;
  let closed = false;
  /** The connection being opened or in use; events of any earlier one are ignored. */
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** When the heartbeat in flight was asked (0: none waiting). */
  let asked = 0;
  /** How late the heartbeat's timer ran since it was asked: the process's own delay, not the database's. */
  let lag = 0;

  const down = (c: pg.Client, err?: Error) => {
    if (c !== current) return;
    if (err) opts.onError?.(err);
    current = undefined;
    clearInterval(heartbeat);
    abandon(c);
    if (closed) return;
    const was = live;
    live = false;
    if (was) subscribers.emit({ kind: 'reset' });
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString,
      application_name: opts.name ?? 'mgp-changes',
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 2000,
      keepAlive: true,
    });
    current = c;
    c.on('notification', (n) => {
      if (n.channel !== CHANGES_CHANNEL || !n.payload) return;
      if (n.payload.startsWith('echo:')) {
        echoes.get(n.payload)?.();
        return;
      }
      const event = parseChange(n.payload);
      if (event) subscribers.emit(event);
    });
    c.on('error', (err) => down(c, err));
    c.on('end', () => down(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (closed || c !== current) {
        abandon(c);
        return;
      }
      live = true;
      // Whatever was held before this connection may have missed changes while it was down.
      subscribers.emit({ kind: 'reset' });
      asked = 0;
      lag = 0;
      let lastTick = Date.now();
      heartbeat = setInterval(() => {
        // A busy process runs this late: the delay is the process's, not the database's, and is not counted against
        // the answer (issue 65: a fleet under load took itself out for "database failing").
        const now = Date.now();
        if (asked) lag += Math.max(0, now - lastTick - heartbeatMs);
        lastTick = now;
        if (asked && now - asked - lag > missedMs) {
          // The answer may be waiting in the socket, read after timers in this turn of the loop: look again then.
          const waiting = asked;
          setImmediate(() => {
            if (asked === waiting) down(c, new Error(`no answer to the heartbeat in ${missedMs} ms`));
          });
          return;
        }
        if (asked) return;
        asked = now;
        lag = 0;
        c.query('select 1').then(
          () => (asked = 0),
          (err: Error) => down(c, err),
        );
      }, heartbeatMs);
      heartbeat.unref();
    } catch (err) {
      down(c, err as Error);
    }
  };

  await connect();
  return {
    get live() {
      // The heartbeat's timer decides when an answer is missing (above), net of the process's own delays.
      return live;
    },
    subscribe: (fn) => subscribers.add(fn),
    async settled() {
      if (!live) return;
      const payload = `echo:${randomBytes(8).toString('hex')}`;
      await new Promise<void>((done) => {
        const timer = setTimeout(finish, settleMs);
        function finish() {
          clearTimeout(timer);
          echoes.delete(payload);
          done();
        }
        echoes.set(payload, finish);
        pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]).catch(finish);
      });
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      clearInterval(heartbeat);
      live = false;
      const c = current;
      current = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
