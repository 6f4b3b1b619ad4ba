import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { HotMatch } from '../../api/contract/games';
import { formatMatchTime } from '../../lib/format';
import { Carousel } from '../../ui/Carousel';
import { useScreenShown } from '../../stores/screenShown';
import { Dialog } from '../../ui/Dialog';
import { Img } from '../../ui/Img';

/** Spec 02 §9: the ticker loops and autoplays every 5000 ms with a 500 ms transition when there is more than one. */
export const HOT_TICKER_AUTOPLAY_MS = 5000;
export const HOT_TICKER_SPEED_MS = 500;

function Teams({ match }: { match: HotMatch }) {
  const { t } = useLingui();
  return (
    <span className="match-teams">
      <Img src={match.homeTeamImageUrl} alt="" width={24} height={24} />
      <span>{match.homeTeam}</span>
      <span className="match-vs" aria-hidden="true">
        vs
      </span>
      <span className="visually-hidden">{t`versus`}</span>
      <span>{match.awayTeam}</span>
      <Img src={match.awayTeamImageUrl} alt="" width={24} height={24} />
    </span>
  );
}

/** The hot match ticker and its modal; choosing a match launches it (the parent guards and navigates). */
export function HotMatchTicker({
  matches,
  onLaunch,
}: {
  matches: readonly HotMatch[];
  onLaunch: (m: HotMatch) => void;
}) {
  const { t } = useLingui();
  // Home kept behind another screen: the carousel stands still (src/stores/screenShown.ts).
  const shown = useScreenShown();
  const [open, setOpen] = useState(false);
  if (matches.length === 0) return null;
  return (
    <section className="hot-matches" aria-label={t`Hot matches`}>
      <Carousel
        className="hot-ticker"
        vertical
        items={matches}
        itemKey={(m) => `${m.vendor}-${m.roomId}`}
        autoplayMs={HOT_TICKER_AUTOPLAY_MS}
        paused={!shown}
        speedMs={HOT_TICKER_SPEED_MS}
        renderItem={(m) => (
          <button type="button" className="hot-ticker-item" onClick={() => setOpen(true)}>
            <time className="match-time" dateTime={m.matchTime}>
              {formatMatchTime(m.matchTime)}
            </time>
            <Teams match={m} />
          </button>
        )}
      />
      <Dialog open={open} title={t`Hot matches`} onClose={() => setOpen(false)} closeLabel={t`Close`}>
        <ul className="match-list">
          {matches.map((m) => (
            <li key={`${m.vendor}-${m.roomId}`}>
              <button
                type="button"
                className="match-choice"
                onClick={() => {
                  setOpen(false);
                  onLaunch(m);
                }}
              >
                <span className="match-league">{m.league}</span>
                <time dateTime={m.matchTime}>{formatMatchTime(m.matchTime)}</time>
                <Teams match={m} />
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}
