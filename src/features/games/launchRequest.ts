import type { LaunchQuery } from '../../api/contract/launch';
import type { PrizeMode } from '../../api/contract/lottery';

/**
 * What `/m/launchGame?...` asks for (spec 02 §2): a lottery launch (`playType=trad&prize_mode=..&code=..`), whose
 * vendor is looked up from the lottery list or menu, or a vendor launch (category, vendor, gameId, nodeId,
 * showChoice). Undefined when the query names no game.
 */
export type LaunchRequest =
  | { kind: 'lottery'; prizeMode: PrizeMode; code: string; vendor?: string }
  | { kind: 'vendor'; query: LaunchQuery };

const PRIZE_MODES: readonly string[] = ['Lott', 'ZY', 'Elott'];

/** Reads the launch route's query. */
export function launchRequestOf(search: string): LaunchRequest | undefined {
  const q = new URLSearchParams(search);
  if (q.get('playType') === 'trad') {
    const mode = q.get('prize_mode') ?? 'Lott';
    return {
      kind: 'lottery',
      prizeMode: (PRIZE_MODES.includes(mode) ? mode : 'Lott') as PrizeMode,
      code: q.get('code') || 'lobby',
      ...(q.get('vendor') ? { vendor: q.get('vendor')! } : {}),
    };
  }
  const vendor = q.get('vendor');
  if (!vendor) return undefined;
  const nodeId = Number(q.get('nodeId'));
  const showChoice = q.get('showChoice');
  return {
    kind: 'vendor',
    query: {
      vendor,
      category: q.get('category') ?? undefined,
      gameId: q.get('gameId') ?? undefined,
      nodeId: Number.isInteger(nodeId) && nodeId > 0 ? nodeId : undefined,
      showChoice: showChoice === null ? undefined : showChoice === 'true',
    },
  };
}

/** The play URL on the API's origin (`apiBase` may be empty, a path, or another origin). */
export function playUrl(apiBase: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${apiBase.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
}
