import { enums, number, object, optional, string, type, type Infer } from 'superstruct';
import { endpoint } from './endpoint';
import { queryBool, queryInt } from './query';
import { RequiredText, Text } from './text';

/**
 * Launch query (upstream-api-notes "launchGame"; spec 02 §2 launch rules). The game is found by `nodeId`, or by
 * `vendor` + `gameId` (a hot match sends `gameId = roomId`; lottery lobbies send `gameId = lobby`).
 */
export const LaunchQuery = type({
  vendor: RequiredText,
  category: optional(Text),
  gameId: optional(Text),
  nodeId: optional(queryInt(1, 2_147_483_647)),
  showChoice: optional(queryBool),
  launchMode: optional(Text),
  /** `1` real money (needs a session; the default), `0` free play (guests and trial accounts too). */
  accountType: optional(queryInt(0, 1)),
  language: optional(Text),
});
export type LaunchQuery = Infer<typeof LaunchQuery>;

/**
 * How the launched game plays: `real` on the member's wallet, `trial` on a trial account's trial credit,
 * `fun` with play credit that is not money (no ledger, no bet records).
 */
export const PlayMode = enums(['real', 'trial', 'fun']);
export type PlayMode = Infer<typeof PlayMode>;

/**
 * The play URL and what it opens. `url` is on this server (path-absolute, e.g. `/demo-game/slot?ticket=...`),
 * never an outside host; its one-time ticket is spent when the game page opens and expires after
 * `ticketExpiresIn` seconds. Open it in a new browsing context or navigate to it.
 */
export const LaunchAnswer = object({
  url: string(),
  nodeId: number(),
  gameName: string(),
  vassalage: string(),
  mode: PlayMode,
  ticketExpiresIn: number(),
});
export type LaunchAnswer = Infer<typeof LaunchAnswer>;

/**
 * Launches a game. Guests may launch free play only (`accountType=0`); `accountType=1` (the default) needs a
 * session, else 401 `login.not.session`. Unknown game: 404 `game.not.found`. With a session, the game is
 * recorded as a recent game. Never cached.
 */
export const launchGame = endpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  access: 'guest',
  query: LaunchQuery,
  body: null,
  answer: LaunchAnswer,
});
