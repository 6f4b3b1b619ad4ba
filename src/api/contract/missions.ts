import { array, boolean, integer, nullable, object, size, string, type Infer } from 'superstruct';
import { Amount } from './amount';
import { endpoint } from './endpoint';

// The mission leaderboard (`/m/leaderBoard`, MISSION promo; issue 12): each mission's bet target over its
// promotion's period, the member's progress, the reward paid once when the target is met, and the ranking by
// valid bets (real bet records).

export const Mission = object({
  id: size(string(), 1, 32),
  name: size(string(), 1, 60),
  title: size(string(), 0, 200),
  target: Amount,
  reward: Amount,
  from: string(),
  to: nullable(string()),
  me: object({ validBets: Amount, rank: nullable(integer()), paid: boolean() }),
  /** The top 20, accounts masked (the member's own shown as theirs). */
  board: array(object({ rank: integer(), account: size(string(), 1, 64), validBets: Amount, me: boolean() })),
});
export type Mission = Infer<typeof Mission>;

export const getMissionBoard = endpoint({
  method: 'GET',
  path: '/wps/missions/board',
  access: 'member',
  query: null,
  body: null,
  answer: object({ missions: array(Mission) }),
});
