import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { listVendors } from '../../api/contract/games';
import { gameList } from '../../lib/paths';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { classificationLabel } from './classificationLabel';
import './games.css';
import '../../i18n/games';

/** /m/slotsCenter: the slot providers; each opens the slot list narrowed to it. */
export default function SlotsCenterScreen() {
  const { i18n } = useLingui();
  const language = useSnapshot(languageState).language;
  const merchant = useSnapshot(configState).config?.merchantCode;
  const { data, loading } = useCached(listVendors, { gameType: 'RNG', merchant, language });
  const vendors = data ?? [];
  return (
    <section className="game-list" aria-labelledby="slots-title">
      <h1 id="slots-title" className="game-list-title">
        <Trans>Slot providers</Trans>
      </h1>
      <Link className="btn btn-primary" href={gameList('RNG')}>
        <Trans>Every slot game</Trans>
      </Link>
      {vendors.length === 0 && (
        <p className="empty-state" role="status">
          {loading ? <Trans>Loading…</Trans> : <Trans>No games found.</Trans>}
        </p>
      )}
      <ul className="lobby-list">
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <Link className="lobby-card" href={gameList('RNG', v.vassalage)}>
              <img src={v.mobileSmallIcon} alt="" width={48} height={48} />
              <span className="lobby-card-text">
                <strong>{v.vendorName}</strong>
                <span className="lobby-card-meta">
                  {v.classifications.map((c) => i18n._(classificationLabel(c))).join(' · ')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
