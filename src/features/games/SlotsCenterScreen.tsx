import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { gameList } from '../../lib/paths';
import { classificationLabel } from './classificationLabel';
import { LobbyCardText } from './LobbyCardText';
import { LobbyList } from './LobbyList';
import { useVendors } from './useVendors';
import { Img } from '../../ui/Img';

/** /m/slotsCenter: the slot providers; each opens the slot list narrowed to it. */
export default function SlotsCenterScreen() {
  const { i18n } = useLingui();
  const { vendors, loading } = useVendors('RNG');
  return (
    <LobbyList
      titleId="slots-title"
      title={<Trans>Slot providers</Trans>}
      loading={loading}
      items={vendors}
      keyOf={(v) => v.vassalage}
      renderItem={(v) => (
        <Link className="lobby-card" href={gameList('RNG', v.vassalage)}>
          <Img src={v.mobileSmallIcon} alt="" width={48} height={48} />
          <LobbyCardText
            name={v.vendorName}
            meta={v.classifications.map((c) => i18n._(classificationLabel(c))).join(' · ')}
          />
        </Link>
      )}
    >
      <Link className="btn btn-primary" href={gameList('RNG')}>
        <Trans>Every slot game</Trans>
      </Link>
    </LobbyList>
  );
}
