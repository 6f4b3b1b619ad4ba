import { useLingui } from '@lingui/react';
import { loadErrorMessages } from '../i18n/loadErrorMessages';
import { useSnapshot } from 'valtio';
import { useNavigate } from '../lib/navigate';
import { call } from '../api/client';
import { ErrorCode } from '../api/contract/errors';
import { addRecentGame } from '../api/contract/recent';
import type { GameItem } from '../api/contract/games';
import { isTrialType } from '../api/contract/memberTypes';
import { launchTarget, trialRefused } from '../lib/launch';
import { actionTarget } from '../stores/actionGuard';
import { state as configState } from '../stores/config';
import { memberType, state as sessionState } from '../stores/session';
import { showToast, TOAST_MS } from '../stores/ui';
import { t } from '@lingui/core/macro';
import { useStableCallback } from '../ui/useStableCallback';

/**
 * Opening a game from a list (home, game list): a trial member is refused a game without trial play, with the
 * error catalogue's `game.play.unsupported` message (the server's own refusal); anyone else goes through the launch
 * guard. `trial` marks the tiles; `launch` keeps one identity, for memoised grids.
 */
export function useGameLaunch(): { trial: boolean; launch: (game: GameItem) => void } {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const elott = useSnapshot(configState).config?.elott;
  const token = useSnapshot(sessionState).info?.token;
  const type = token ? memberType() : undefined;
  const trial = type !== undefined && isTrialType(type);
  const launch = useStableCallback((game: GameItem) => {
    if (!trialRefused(game, trial)) {
      // A member's launch is recorded among their recent games (spec 02 §3's add-recent call), whichever way the
      // game opens (a lottery's lobby too); a failure to record never holds the game up.
      if (token)
        void call(addRecentGame, { body: { nodeId: game.nodeId, vendor: game.vassalage } }).catch(
          () => undefined,
        );
      return navigate(actionTarget('launch', launchTarget(game, elott ?? [])));
    }
    // The error catalogue loads only when a refusal shows, so it stays out of the home screen's first load.
    void loadErrorMessages().then(
      ({ errorMessage }) => showToast(i18n._(errorMessage(ErrorCode.gamePlayUnsupported))),
      // The catalogue could not load (a flaky network): the player is told that much, and a tap again asks again.
      () => showToast(t`Network slow or offline. Please try again.`, TOAST_MS.short, 'error'),
    );
  });
  return { trial, launch };
}
