import { array, boolean, defaulted, number, object, optional, type, type Infer } from 'superstruct';
import { endpoint } from './endpoint';
import { GameItem } from './games';
import { queryInt } from './query';
import { RequiredText, Text } from './text';

// Recently played games of the signed-in member (spec 02 §2, §3, §9: page size 25). A member's launch from a list
// makes the add-recent call (src/hooks/useGameLaunch.ts); `/wps/game/launchGame` with a session records the game too,
// so a launch by address is recorded as well (the same row, moved to the front).

/**
 * Records a recent game. The spec shows a GET with a query; a write belongs in a POST (a GET may be cached or
 * prefetched), so this is `POST` with the body `{ nodeId, vendor }`. Playing it again moves it to the front.
 */
export const addRecentGame = endpoint({
  method: 'POST',
  path: '/wps/game/recent',
  access: 'member',
  query: null,
  body: type({ nodeId: queryInt(1, 2_147_483_647), vendor: RequiredText }),
  answer: object({ nodeId: number(), recent: boolean() }),
});

/** Spec 02 §3 recent query: page, pageSize (25), gameType, language, clientType (2). */
export const RecentQuery = type({
  page: defaulted(queryInt(1, 100000), 1),
  pageSize: defaulted(queryInt(1, 100), 25),
  gameType: optional(Text),
  language: optional(Text),
  clientType: optional(queryInt(0, 9)),
});
export type RecentQuery = Infer<typeof RecentQuery>;

export const RecentAnswer = object({ list: array(GameItem), totalPages: number() });
export type RecentAnswer = Infer<typeof RecentAnswer>;

/** The member's recent games, last played first. Never cached by the worker (member data). */
export const listRecentGames = endpoint({
  method: 'GET',
  path: '/wps/game/recent',
  access: 'member',
  query: RecentQuery,
  body: null,
  answer: RecentAnswer,
});
