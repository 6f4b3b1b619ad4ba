import { useLingui } from '@lingui/react/macro';
import type { Vendor } from '../../api/contract/games';
import { vendorTileUrl } from '../../lib/cdn';
import { LazyImage } from '../../ui/LazyImage';

interface VendorTilesProps {
  vendors: readonly Pick<Vendor, 'vassalage' | 'vendorName'>[];
  cdn: string;
  onOpen: (vassalage: string) => void;
}

/** Vendor tiles of the ESPORTS, COCKFIGHT, ELOTT and LOTT tabs, with the spec's white tile image. */
export function VendorTiles({ vendors, cdn, onOpen }: VendorTilesProps) {
  const { t } = useLingui();
  if (vendors.length === 0) return <p className="empty-state">{t`No games here yet.`}</p>;
  return (
    <ul className="vendor-tiles">
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <button type="button" className="vendor-tile" onClick={() => onOpen(v.vassalage)}>
            <LazyImage src={vendorTileUrl(cdn, v.vassalage)} alt="" width={160} height={80} />
            <span>{v.vendorName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
