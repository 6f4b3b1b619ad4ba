import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberLogins, members, sessions } from '../db/schema/index';

/** What a request learns from its `Authorization` token. */
export interface Session {
  memberId: number;
  merchant: string;
  username: string;
  type: number;
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
  /** Ends a session; unknown tokens are ignored. */
  revoke(token: string): Promise<void>;
  /** Ends every live session of a member except the one holding `keepToken` (a password change keeps its own). */
  revokeAllOf(memberId: number, keepToken?: string): Promise<void>;
}

const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are 32 random bytes in base64url (43 characters); anything else is not a token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

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
  const [row] = await db
    .select({
      memberId: sessions.memberId,
      merchant: sessions.merchant,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      username: members.username,
      type: members.type,
      status: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  if (!row || row.status !== 'active') return null;
  if (at >= row.expiresAt.getTime() || at - row.lastSeenAt.getTime() >= idleMs) return null;
  // One write a minute at most: the idle timeout does not need finer than that.
  if (at - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(at) })
      .where(eq(sessions.tokenHash, tokenHash));
  return { memberId: row.memberId, merchant: row.merchant, username: row.username, type: row.type };
}

/** Sessions kept in the database, so several server instances share them. `now` is injectable for tests. */
export function createSessionStore(
  db: Db,
  timeouts: SessionTimeouts,
  now: () => number = Date.now,
): SessionStore {
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
      return liveSessionByHash(db, hashToken(token), now(), timeouts.idleMs);
    },

    async revoke(token) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
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
    },
  };
}
