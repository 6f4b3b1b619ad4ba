import { array, boolean, defaulted, number, object, optional, type, type Infer } from 'superstruct';
import { endpoint } from './endpoint';
import { GameItem } from './games';
import { queryInt } from './query';
import { RequiredText, Text } from './text';

// Favourite games of the signed-in member (spec 02 §2 "Favourites and launch", §3). The token travels only in
// `Authorization` (DECISIONS.md); a `token` field in the body or query is accepted and ignored.

/** Add/remove body: the game's `nodeId` and its vendor (`vassalage`); a numeric string is accepted for nodeId. */
export const FavouriteBody = type({ nodeId: queryInt(1, 2_147_483_647), vendor: RequiredText });
export type FavouriteBody = Infer<typeof FavouriteBody>;

/** The game and whether it is a favourite after the call (true after add, false after remove). */
export const FavouriteAnswer = object({ nodeId: number(), favourite: boolean() });
export type FavouriteAnswer = Infer<typeof FavouriteAnswer>;

/** Adds a favourite; adding one already present changes nothing and still succeeds. Unknown game: 404 `game.not.found`. */
export const addFavourite = endpoint({
  method: 'POST',
  path: '/wps/game/favorites',
  access: 'member',
  query: null,
  body: FavouriteBody,
  answer: FavouriteAnswer,
});

/** Removes a favourite; removing one that is not there succeeds too (the client has already dropped it). */
export const removeFavourite = endpoint({
  method: 'DELETE',
  path: '/wps/game/favorites',
  access: 'member',
  query: null,
  body: FavouriteBody,
  answer: FavouriteAnswer,
});

/** Spec 02 §3 favourites query (minus `token`). `gameType` narrows like the game list (type or home category). */
export const FavouritesQuery = type({
  pageNo: defaulted(queryInt(1, 100000), 1),
  pageSize: defaulted(queryInt(1, 200), 26),
  gameType: optional(Text),
  language: optional(Text),
});
export type FavouritesQuery = Infer<typeof FavouritesQuery>;

export const FavouritesAnswer = object({ content: array(GameItem), pageNum: number(), totalPages: number() });
export type FavouritesAnswer = Infer<typeof FavouritesAnswer>;

/** The member's favourites, newest first. Never cached by the worker (member data). */
export const listFavourites = endpoint({
  method: 'GET',
  path: '/wps/game/favorites',
  access: 'member',
  query: FavouritesQuery,
  body: null,
  answer: FavouritesAnswer,
});
