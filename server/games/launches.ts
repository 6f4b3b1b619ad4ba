import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PlayMode } from '../../src/api/contract/launch';
import { liveSessionByHash, type Session } from '../auth/sessions';
import type { Db } from '../db/client';
import { gameLaunches, sessions } from '../db/schema/index';

// Launch tickets and game credentials (docs/demo-game.md). Both are 32 random bytes; only their SHA-256 is kept,
// like session tokens. The ticket travels in the game URL, so it is one-time and short-lived; the credential
// travels only in `Authorization` and is scoped to the demo game's calls.

/** How long a launch ticket may wait before the game page spends it. */
export const TICKET_TTL_MS = 60_000;
/** The longest a game credential lives; a real or trial one also dies with the member's session. */
export const CREDENTIAL_TTL_MS = 2 * 3_600_000;
/** Play credit of a free-play launch, in centavos (₱2,000). */
export const FUN_CREDIT = 200_000;
/** Game credentials start with this, so they never look like a session token (43 characters, no prefix). */
export const CREDENTIAL_PREFIX = 'g_';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export interface NewLaunch {
  mode: PlayMode;
  merchant: string;
  nodeId: number;
  /** The member and the session token they launched with; both absent for a guest's free play. */
  memberId?: number | undefined;
  sessionToken?: string | undefined;
}

/** Records a launch and gives back its one-time ticket. */
export async function createLaunch(db: Db, launch: NewLaunch, now: number): Promise<string> {
  const ticket = token();
  await db.insert(gameLaunches).values({
    ticketHash: sha256(ticket),
    mode: launch.mode,
    memberId: launch.memberId ?? null,
    sessionTokenHash: launch.sessionToken ? sha256(launch.sessionToken) : null,
    merchant: launch.merchant,
    nodeId: launch.nodeId,
    funBalance: launch.mode === 'fun' ? FUN_CREDIT : 0,
    ticketExpiresAt: new Date(now + TICKET_TTL_MS),
    createdAt: new Date(now),
  });
  return ticket;
}

/** A live game credential: its launch and, for real and trial play, the member's session. */
export interface GameCredential {
  launchId: number;
  mode: PlayMode;
  nodeId: number;
  merchant: string;
  funBalance: number;
  /** The session the launch hangs on; null for free play. */
  session: Session | null;
  expiresAt: Date;
}

export interface CredentialCheck {
  now: number;
  idleMs: number;
  /** Merchants the request may act for (its own and its trial merchant). */
  merchants: readonly string[];
}

/**
 * The credential behind a token, or null when unknown, expired, of another merchant, or when a real or trial
 * launch's member session has ended (logout, idle, absolute expiry, disabled account). Using it counts as activity
 * on that session, as any member call does.
 */
export async function resolveCredential(
  db: Db,
  credential: string,
  c: CredentialCheck,
): Promise<GameCredential | null> {
  if (!credential.startsWith(CREDENTIAL_PREFIX) || credential.length > 100) return null;
  const [row] = await db
    .select()
    .from(gameLaunches)
    .where(
      and(
        eq(gameLaunches.credentialHash, sha256(credential)),
        gt(gameLaunches.credentialExpiresAt, new Date(c.now)),
      ),
    );
  if (!row || !c.merchants.includes(row.merchant)) return null;
  const base = {
    launchId: row.id,
    mode: row.mode as PlayMode,
    nodeId: row.nodeId,
    merchant: row.merchant,
    funBalance: row.funBalance,
    expiresAt: row.credentialExpiresAt!,
  };
  if (row.mode === 'fun') return { ...base, session: null };
  const session = await liveSession(db, row.sessionTokenHash, c);
  return session && session.memberId === row.memberId ? { ...base, session } : null;
}

async function liveSession(db: Db, tokenHash: string | null, c: CredentialCheck): Promise<Session | null> {
  if (!tokenHash) return null;
  const s = await liveSessionByHash(db, tokenHash, c.now, c.idleMs);
  return s && c.merchants.includes(s.merchant) ? s : null;
}

/**
 * Spends a ticket: one use, before it expires, for the request's merchants. Gives the new credential and the
 * launch, or null. The update is conditional on the ticket being unspent, so two racing opens get one credential.
 */
export async function spendTicket(
  db: Db,
  ticket: string,
  c: CredentialCheck,
): Promise<{ credential: string; launch: GameCredential } | null> {
  if (ticket.length > 100) return null;
  const credential = CREDENTIAL_PREFIX + token();
  const [claimed] = await db
    .update(gameLaunches)
    .set({ credentialHash: sha256(credential), credentialExpiresAt: new Date(c.now + CREDENTIAL_TTL_MS) })
    .where(
      and(
        eq(gameLaunches.ticketHash, sha256(ticket)),
        isNull(gameLaunches.credentialHash),
        gt(gameLaunches.ticketExpiresAt, new Date(c.now)),
      ),
    )
    .returning({ id: gameLaunches.id });
  if (!claimed) return null;
  const launch = await resolveCredential(db, credential, c);
  if (!launch) return null;
  // A real or trial credential never outlives the member's session.
  if (launch.session) {
    const [s] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(gameLaunches, eq(gameLaunches.sessionTokenHash, sessions.tokenHash))
      .where(eq(gameLaunches.id, launch.launchId));
    if (s && s.expiresAt < launch.expiresAt) {
      await db
        .update(gameLaunches)
        .set({ credentialExpiresAt: s.expiresAt })
        .where(eq(gameLaunches.id, launch.launchId));
      launch.expiresAt = s.expiresAt;
    }
  }
  return { credential, launch };
}

/**
 * Moves a free-play balance by `delta` centavos if it stays at or above zero; gives the new balance or null.
 * One conditional update, so concurrent spins cannot overdraw the play credit.
 */
export async function moveFunBalance(
  db: Db,
  launchId: number,
  stake: number,
  win: number,
): Promise<number | null> {
  const [row] = await db
    .update(gameLaunches)
    .set({ funBalance: sql`${gameLaunches.funBalance} - ${stake} + ${win}` })
    .where(and(eq(gameLaunches.id, launchId), sql`${gameLaunches.funBalance} >= ${stake}`))
    .returning({ balance: gameLaunches.funBalance });
  return row ? row.balance : null;
}
