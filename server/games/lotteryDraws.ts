import { createHmac, type KeyObject } from 'node:crypto';

// Draws of the reference lotteries, computed from the clock: draw k of a game happens at k × interval seconds
// since the epoch, and its numbers come from an HMAC of the game code and k under a secret. Every instance and
// every restart shows the same results without storing them. Members bet big/small on some of them
// (docs/lottery-bets.md), so the key is secret: it derives from the server's private key (shared by every
// instance through the database or the environment), and no answer shows a draw before its time. Settled bets
// keep their numbers, so a key change never rewrites a paid bet.

/** The HMAC key of the draws: derived from the server's private key, never the key itself. */
export function drawSecret(privateKey: KeyObject): Buffer {
  const d = String(privateKey.export({ format: 'jwk' }).d);
  return createHmac('sha256', d).update('reference-lottery-draws').digest();
}

const DAY_S = 86_400;

export interface LotteryGame {
  gameCode: string;
  gameName: string;
  gameType: string;
}

/** Seconds between draws: `N Min` in the name, else 30 minutes for e-lotteries and one day for the rest. */
export function drawIntervalSeconds(g: LotteryGame): number {
  const minutes = /(\d+)\s*Min\b/i.exec(g.gameName);
  if (minutes) return Number(minutes[1]) * 60;
  return g.gameType === 'ELOTT' ? 1800 : DAY_S;
}

/** The last draw at or before `nowMs` (its index k). */
export const lastDrawIndex = (g: LotteryGame, nowMs: number) =>
  Math.floor(nowMs / 1000 / drawIntervalSeconds(g));

/** `YYYYMMDD-NNNN`: the UTC day of draw k and its number within that day, from 1. */
export function issueNo(g: LotteryGame, k: number): string {
  const interval = drawIntervalSeconds(g);
  const at = k * interval;
  const day = new Date(at * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  const ofDay = Math.floor((at % DAY_S) / interval) + 1;
  return `${day}-${String(ofDay).padStart(4, '0')}`;
}

export const drawTime = (g: LotteryGame, k: number) => new Date(k * drawIntervalSeconds(g) * 1000);

function stream(secret: Buffer, gameCode: string, k: number): (n: number) => number {
  let i = 0;
  return (n) => createHmac('sha256', secret).update(`${gameCode}:${k}:${i++}`).digest().readUInt32BE(0) % n;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The numbers of draw k: `6/45` style games draw 6 distinct numbers of 1-45 (sorted, two digits), `3D` style
 * games draw that many digits, anything else 5 digits.
 */
export function drawNumbers(g: LotteryGame, k: number, secret: Buffer): string[] {
  const next = stream(secret, g.gameCode, k);
  const pick = /(\d+)\s*\/\s*(\d+)/.exec(g.gameName);
  if (pick) {
    const [count, of] = [Number(pick[1]), Number(pick[2])];
    const pool = Array.from({ length: of }, (_, i) => i + 1);
    const drawn: number[] = [];
    for (let i = 0; i < count && pool.length > 0; i++) drawn.push(pool.splice(next(pool.length), 1)[0]!);
    return drawn.sort((a, b) => a - b).map(two);
  }
  const digits = /(\d)D\b/.exec(g.gameName);
  return Array.from({ length: digits ? Number(digits[1]) : 5 }, () => String(next(10)));
}

/** Draw k as the wire's LotteryDraw. */
export function draw(g: LotteryGame, k: number, secret: Buffer) {
  return {
    gameCode: g.gameCode,
    gameName: g.gameName,
    issueNo: issueNo(g, k),
    drawTime: drawTime(g, k).toISOString(),
    numbers: drawNumbers(g, k, secret),
  };
}
