import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useAddress, useSearch } from '../../hooks/address';
import { useNavigate } from '../../lib/navigate';
import { getHelpCentre } from '../../api/contract/help';
import { backOr } from '../../lib/appHistory';
import { helpDetail, paths } from '../../lib/paths';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { BackIcon } from '../../ui/icons';
import { SafeHtml } from '../../ui/SafeHtml';
import { LoadFailed } from './LoadFailed';
import './promotions.css';
import './catalog';

/** The entry index of `?i=` (spec 02 §2: default 0); out of range falls back to the first. */
export function helpIndexOf(search: string, count: number): number {
  const raw = new URLSearchParams(search).get('i');
  const i = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 0;
  return i < count ? i : 0;
}

/**
 * The help centre (`/m/help`, `/m/helpDetail?i=`; spec 02 §2): the entry titles on the left, the chosen entry's
 * sanitised content on the right, an empty placeholder without entries. `/m/help` has no header (spec 01 §2), so the
 * screen carries its own back control and title; `/m/helpDetail` sits under the header's.
 */
export default function HelpScreen() {
  const { t } = useLingui();
  const language = useSnapshot(languageState).language;
  const location = useAddress().path;
  const navigate = useNavigate();
  const search = useSearch();
  const { data, loading, failed, offline, retry } = useCached(getHelpCentre, { device: 'MOBILE', language });
  const entries = data ?? [];
  const active = helpIndexOf(search, entries.length);
  const ownHeader = location === paths.help;
  const back = () => backOr(() => navigate(paths.home, { replace: true }));

  return (
    <section className="help-screen" aria-labelledby="help-title">
      {ownHeader ? (
        <div className="screen-bar">
          <button type="button" className="icon-btn help-back" aria-label={t`Back`} onClick={back}>
            <BackIcon />
          </button>
          <h1 id="help-title">
            <Trans>Help center</Trans>
          </h1>
        </div>
      ) : (
        <h1 id="help-title" className="visually-hidden">
          <Trans>Help center</Trans>
        </h1>
      )}
      {entries.length === 0 && failed ? (
        <LoadFailed offline={offline} onRetry={retry} />
      ) : entries.length === 0 ? (
        <div className="help-empty" role="status">
          <span aria-hidden="true" className="help-empty-mark">
            ?
          </span>
          <p>{loading ? <Trans>Loading…</Trans> : <Trans>There are no help topics yet.</Trans>}</p>
        </div>
      ) : (
        <div className="help-panes">
          <nav className="help-topics" aria-label={t`Help topics`}>
            <ul>
              {entries.map((e, i) => (
                <li key={`${i}-${e.title}`}>
                  <a
                    href={helpDetail(i)}
                    aria-current={i === active ? 'page' : undefined}
                    onClick={(ev) => {
                      ev.preventDefault();
                      navigate(`${ownHeader ? paths.help : paths.helpDetail}?i=${i}`, { replace: true });
                    }}
                  >
                    {e.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <article className="help-content" aria-labelledby="help-entry-title">
            <h2 id="help-entry-title">{entries[active]!.title}</h2>
            <SafeHtml html={entries[active]!.content} />
          </article>
        </div>
      )}
    </section>
  );
}
