import { array, enums, integer, number, object, size, string, type, type Infer } from 'superstruct';
import { Amount } from './amount';
import { endpoint } from './endpoint';
import { PlayMode } from './launch';

// The reference server's demo slot (docs/demo-game.md). The game page, served at /demo-game/slot, spends its
// one-time launch ticket on `openDemoGame` and gets a game credential scoped to this game; it sends that
// credential as `Authorization` on its spins. The member's session token never reaches the page or a URL.

/** The bets the slot accepts, in pesos. */
export const DEMO_BETS = [1, 5, 10, 20, 50, 100] as const;
export const DemoBet = enums(DEMO_BETS);

/** The reel symbols, lowest paying first. */
export const DEMO_SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN'] as const;
export const DemoSymbol = enums(DEMO_SYMBOLS);
export type DemoSymbol = Infer<typeof DemoSymbol>;

export const OpenDemoGameAnswer = object({
  /** The game credential: send it bare in `Authorization` on spins. Lives `expiresIn` seconds at most. */
  credential: string(),
  expiresIn: integer(),
  mode: PlayMode,
  nodeId: integer(),
  gameName: string(),
  vassalage: string(),
  /** Wallet balance for `real` and `trial`; play credit for `fun`. */
  balance: Amount,
  bets: array(Amount),
  /** Long-run return to player in percent (docs/demo-game.md). */
  rtp: number(),
});
export type OpenDemoGameAnswer = Infer<typeof OpenDemoGameAnswer>;

/** Spends a launch ticket (one use, 60 s). A spent, expired or unknown ticket: 401 `game.ticket.invalid`. */
export const openDemoGame = endpoint({
  method: 'POST',
  path: '/wps/game/demo/open',
  access: 'guest',
  query: null,
  body: type({ ticket: size(string(), 1, 200) }),
  answer: OpenDemoGameAnswer,
});

export const SpinBody = type({ bet: DemoBet });

export const SpinAnswer = object({
  reels: size(array(DemoSymbol), 3, 3),
  bet: Amount,
  win: Amount,
  /** The balance after the bet and the win. */
  balance: Amount,
  /** The bet record's id; 0 for free play, which keeps no records. */
  betId: integer(),
});
export type SpinAnswer = Infer<typeof SpinAnswer>;

/**
 * A money spin (`real` and `trial` credentials): debits the bet, credits the win and writes the bet record in one
 * transaction, once per `Idempotency-Key`. Without a live game credential: 401 `login.not.session`; short of
 * funds: 422 `wallet.insufficient.funds`.
 */
export const spinDemoGame = endpoint({
  method: 'POST',
  path: '/wps/game/demo/spin',
  access: 'member',
  query: null,
  body: SpinBody,
  answer: SpinAnswer,
  idempotent: true,
});

/** A free-play spin (`fun` credentials): moves play credit kept with the credential, no money, no records. */
export const funSpinDemoGame = endpoint({
  method: 'POST',
  path: '/wps/game/demo/funSpin',
  access: 'guest',
  query: null,
  body: SpinBody,
  answer: SpinAnswer,
});
