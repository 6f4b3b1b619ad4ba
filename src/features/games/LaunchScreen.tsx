import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSearch } from '../../hooks/address';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { ErrorCode } from '../../api/contract/errors';
import { launchGame } from '../../api/contract/launch';
import { errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { reloadBalance } from '../../stores/balance';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { BackIcon } from '../../ui/icons';
import { failureOf, lotteryQuery, type Phase } from './launchQuery';
import { launchRequestOf, playUrl } from './launchRequest';
import './games.css';
import '../../i18n/games';

/**
 * /m/launchGame: asks the server for a play URL and opens the game in a full-screen frame. Leaving the game reloads
 * the wallet balance, since the game moved money. The server records the launch as a recent game.
 */
export default function LaunchScreen() {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const navigate = useNavigate();
  const apiBase = useSnapshot(configState).config?.apiBase ?? '';
  const language = useSnapshot(languageState).language;
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const request = launchRequestOf(search);
    const run = async () => {
      if (!request) throw new ApiError('server', 'game.not.found', 404, 'no game in the query');
      const query = request.kind === 'lottery' ? await lotteryQuery(request, language) : request.query;
      return call(launchGame, { query: { ...query, language } });
    };
    setPhase({ kind: 'loading' });
    run().then(
      (game) => live && setPhase({ kind: 'playing', game }),
      (error: unknown) => live && setPhase({ kind: 'failed', reason: failureOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [search, language, attempt]);

  // Coming back from the game (this screen unmounts, or the tab shows again): the balance may have changed.
  useEffect(() => {
    const onShow = () => document.visibilityState === 'visible' && void reloadBalance();
    document.addEventListener('visibilitychange', onShow);
    return () => {
      document.removeEventListener('visibilitychange', onShow);
      void reloadBalance();
    };
  }, []);

  const leave = () => {
    if (history.length > 1) history.back();
    else navigate(paths.home);
  };
  return (
    <section className="launch-screen" aria-labelledby="launch-title">
      <div className="launch-bar">
        <button type="button" className="btn" onClick={leave} aria-label={t`Leave the game`}>
          <BackIcon />
        </button>
        <h1 id="launch-title">
          {phase.kind === 'playing'
            ? phase.game.gameName
            : phase.kind === 'failed'
              ? t`The game did not open`
              : t`Opening the game…`}
        </h1>
        {phase.kind === 'playing' && phase.game.mode !== 'real' && (
          <span className="game-tile-badge static">
            {phase.game.mode === 'trial' ? t`Trial credit` : t`Play credit`}
          </span>
        )}
      </div>
      {phase.kind === 'playing' && (
        <iframe
          className="launch-frame"
          title={phase.game.gameName}
          src={playUrl(apiBase, phase.game.url)}
          allow="fullscreen"
        />
      )}
      {phase.kind === 'loading' && (
        <p className="launch-status" role="status">
          <Trans>Opening the game…</Trans>
        </p>
      )}
      {phase.kind === 'failed' && (
        <div className="launch-status" role="alert">
          <p>
            {phase.reason === 'notFound' ? (
              <Trans>This game is not available right now.</Trans>
            ) : phase.reason === 'realOnly' ? (
              i18n._(errorMessage(ErrorCode.gamePlayUnsupported))
            ) : (
              <Trans>The game could not open. Check your connection and try again.</Trans>
            )}
          </p>
          {phase.reason === 'network' && (
            <button type="button" className="btn btn-primary" onClick={() => setAttempt((a) => a + 1)}>
              <Trans>Try again</Trans>
            </button>
          )}
          {/* A way on, not only back: a real-money game asks for a real account; any other, the other games. */}
          {phase.reason === 'realOnly' ? (
            <button type="button" className="btn btn-primary" onClick={() => navigate(paths.login)}>
              <Trans>Log in with a real account</Trans>
            </button>
          ) : (
            <button type="button" className="btn" onClick={() => navigate(paths.home)}>
              <Trans>More games</Trans>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
