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
}

/**
 * On PostgreSQL one connection of its own LISTENs. When it drops, the feed is not live and says `reset` (what was
 * held may have missed changes), then listens again, and says `reset` once more when it is back.
 */
export async function postgresChangeFeed(
  connectionString: string,
  pool: pg.Pool,
  opts: PostgresFeedOptions = {},
): Promise<ChangeFeed> {
  const retryMs = opts.retryMs ?? 1000;
  const settleMs = opts.settleMs ?? 1000;
  const subscribers = new Subscribers();
  const echoes = new Map<string, () => void>();
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const down = (err?: Error) => {
    if (err) opts.onError?.(err);
    if (closed) return;
    const was = live;
    live = false;
    client = undefined;
    if (was) subscribers.emit({ kind: 'reset' });
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, application_name: opts.name ?? 'mgp-changes' });
    c.on('notification', (n) => {
      if (n.channel !== CHANGES_CHANNEL || !n.payload) return;
      if (n.payload.startsWith('echo:')) {
        echoes.get(n.payload)?.();
        return;
      }
      const event = parseChange(n.payload);
      if (event) subscribers.emit(event);
    });
    c.on('error', (err) => {
      down(err);
      c.end().catch(() => undefined);
    });
    c.on('end', () => {
      if (client === c) down();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (closed) {
        await c.end();
        return;
      }
      client = c;
      live = true;
      // Whatever was held before this connection may have missed changes while it was down.
      subscribers.emit({ kind: 'reset' });
    } catch (err) {
      c.end().catch(() => undefined);
      down(err as Error);
    }
  };

  await connect();
  return {
    get live() {
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
      live = false;
      await client?.end().catch(() => undefined);
    },
  };
}
