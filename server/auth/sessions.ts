import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ChangeFeed } from '../db/changes';
import type { Db } from '../db/client';
import { onMemberChangedHere } from '../db/localChanges';
import { LruCache } from '../cache/lruCache';
import { memberLogins, members, sessions } from '../db/schema/index';

/** What a request learns from its `Authorization` token. */
export interface Session {
  memberId: number;
  merchant: string;
  username: string;
  type: number;
  /** The account must set its first password before it may do anything else (server/http/route.ts). */
  mustChangePassword: boolean;
}

export interface SessionTimeouts {
  /** A session unused this long is dead. */
  idleMs: number;
  /** A session this old is dead however busy. */
  absoluteMs: number;
}

export interface SessionStore {
  /** Starts a session and gives back the token, which is shown once and stored only as a hash. */
  create(memberId: number, merchant: string): Promise<string>;
  /** The live session behind a token, touching its last-seen time; null when unknown, revoked or expired. */
  resolve(token: string): Promise<Session | null>;
  /**
   * The live session under a token's hash (`hashToken`) when it is held in memory and needs no touch yet, without
   * waiting for anything; undefined when only `resolve` can tell (not held, no live change feed, idle for a minute,
   * expired, revoked). The private lane (server/http/privateLane.ts) asks before it sends an answer again.
   */
  peek(tokenHash: string): Session | undefined;
  /** Ends a session; unknown tokens are ignored. */
  revoke(token: string): Promise<void>;
  /** Ends every live session of a member except the one holding `keepToken` (a password change keeps its own). */
  revokeAllOf(memberId: number, keepToken?: string): Promise<void>;
}

const TOUCH_EVERY_MS = 60_000;

/** How a token is stored and looked up: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are 32 random bytes in base64url (43 characters); anything else is not a token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A session's row with what decides whether it is live. */
interface SessionRow extends Session {
  lastSeenAt: number;
  expiresAt: number;
  active: boolean;
}

async function sessionRow(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      memberId: sessions.memberId,
      merchant: sessions.merchant,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      username: members.username,
      type: members.type,
      status: members.status,
      mustChangePassword: members.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  if (!row) return undefined;
  return {
    memberId: row.memberId,
    merchant: row.merchant,
    username: row.username,
    type: row.type,
    mustChangePassword: row.mustChangePassword,
    lastSeenAt: row.lastSeenAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    active: row.status === 'active',
  };
}

const isLive = (row: SessionRow, at: number, idleMs: number) =>
  row.active && at < row.expiresAt && at - row.lastSeenAt < idleMs;

/** One write a minute at most: the idle timeout does not need finer than that. */
const needsTouch = (row: SessionRow, at: number) => at - row.lastSeenAt >= TOUCH_EVERY_MS;

async function touch(db: Db, tokenHash: string, at: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(at) })
    .where(eq(sessions.tokenHash, tokenHash));
}

const sessionOf = (row: SessionRow): Session => ({
  memberId: row.memberId,
  merchant: row.merchant,
  username: row.username,
  type: row.type,
  mustChangePassword: row.mustChangePassword,
});

/**
 * The live session stored under a token hash at time `at`, touching its last-seen time; null when unknown, revoked,
 * of a disabled account, or past its idle or absolute timeout. `resolve` uses it, and so do game credentials, which
 * hold their member session's hash rather than its token.
 */
export async function liveSessionByHash(
  db: Db,
  tokenHash: string,
  at: number,
  idleMs: number,
): Promise<Session | null> {
  const row = await sessionRow(db, tokenHash);
  if (!row || !isLive(row, at, idleMs)) return null;
  if (needsTouch(row, at)) await touch(db, tokenHash, at);
  return sessionOf(row);
}

/**
 * Live sessions held in memory by token hash, so a signed-in call costs no database read (issue 15). Whatever the
 * change feed says of a session row or its member drops it, on every instance; while the feed is not live nothing
 * is served from here. Only sessions found live are held, so unknown tokens cannot fill it.
 */
class HeldSessions {
  private readonly rows = new LruCache<{ row?: SessionRow }>(50_000);
  private readonly byMember = new Map<number, Set<string>>();
  /** Bumped by every member change and reset: a read that spans one is not kept. */
  private memberChanges = 0;

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe((event) => {
      if (event.kind === 'reset') return this.dropAll();
      if (event.table === 'sessions') this.rows.delete(event.key);
      else if (event.table === 'members') this.dropMember(Number(event.key));
    });
    // A member's own change committed here (the first password set) reaches this instance's sessions at once.
    onMemberChangedHere((memberId) => this.dropMember(memberId));
  }

  private dropMember(memberId: number): void {
    this.memberChanges++;
    for (const hash of this.byMember.get(memberId) ?? []) this.rows.delete(hash);
    this.byMember.delete(memberId);
  }

  private dropAll(): void {
    this.rows.clear();
    this.byMember.clear();
    this.memberChanges++;
  }

  get(hash: string): SessionRow | undefined {
    return this.feed.live ? this.rows.get(hash)?.row : undefined;
  }

  /** Reads a session row and keeps it, unless a change to it or its member came in while it was read. */
  async load(hash: string, read: () => Promise<SessionRow | undefined>): Promise<SessionRow | undefined> {
    if (!this.feed.live) return read();
    const slot: { row?: SessionRow } = {};
    const since = this.memberChanges;
    this.rows.set(hash, slot);
    const row = await read();
    if (this.rows.get(hash) !== slot || this.memberChanges !== since || !row?.active) {
      if (this.rows.get(hash) === slot) this.rows.delete(hash);
      return row;
    }
    slot.row = row;
    let hashes = this.byMember.get(row.memberId);
    if (!hashes) this.byMember.set(row.memberId, (hashes = new Set()));
    hashes.add(hash);
    return row;
  }
}

/**
 * Sessions kept in the database, so several server instances share them. `now` is injectable for tests. With a change
 * feed, live sessions are also held in memory (HeldSessions), and a revocation waits until the feed has carried it
 * to every instance before it returns.
 */
export function createSessionStore(
  db: Db,
  timeouts: SessionTimeouts,
  now: () => number = Date.now,
  changes?: ChangeFeed,
): SessionStore {
  const held = changes ? new HeldSessions(changes) : undefined;
  const settled = () => changes?.settled();
  return {
    async create(memberId, merchant) {
      const token = randomBytes(32).toString('base64url');
      const at = new Date(now());
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        memberId,
        merchant,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + timeouts.absoluteMs),
      });
      // Each sign-in, for the agent's "logged in" counters (server/agent/team.ts).
      await db.insert(memberLogins).values({ memberId, at });
      return token;
    },

    async resolve(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const hash = hashToken(token);
      if (!held) return liveSessionByHash(db, hash, now(), timeouts.idleMs);
      const at = now();
      const row = held.get(hash) ?? (await held.load(hash, () => sessionRow(db, hash)));
      if (!row || !isLive(row, at, timeouts.idleMs)) return null;
      // The touch changes the row, so the feed drops it; until then the held row must not look idle.
      if (needsTouch(row, at)) {
        await touch(db, hash, at);
        row.lastSeenAt = at;
      }
      return sessionOf(row);
    },

    peek(tokenHash) {
      const row = held?.get(tokenHash);
      if (!row) return undefined;
      const at = now();
      return isLive(row, at, timeouts.idleMs) && !needsTouch(row, at) ? row : undefined;
    },

    async revoke(token) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
      await settled();
    },

    async revokeAllOf(memberId, keepToken) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keepToken === undefined ? undefined : ne(sessions.tokenHash, hashToken(keepToken)),
          ),
        );
      await settled();
    },
  };
}
