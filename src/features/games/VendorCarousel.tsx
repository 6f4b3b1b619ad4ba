import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Vendor } from '../../api/contract/games';
import { vendorPages } from './listRules';
import { Img } from '../../ui/Img';

interface VendorCarouselProps {
  vendors: readonly Vendor[];
  current: string | undefined;
  onChoose: (vassalage: string | undefined) => void;
}

/** The vendor strip: "all" first, then the vendors; more than 5 page with arrows, 4 at a time (spec 02 §2, §9). */
export function VendorCarousel({ vendors, current, onChoose }: VendorCarouselProps) {
  const { t } = useLingui();
  const pages = vendorPages(vendors);
  const [page, setPage] = useState(0);
  const shown = pages[Math.min(page, pages.length - 1)] ?? [];
  const paged = pages.length > 1;
  return (
    <div className="vendor-carousel" role="group" aria-label={t`Game providers`}>
      <button
        type="button"
        className={`vendor-chip${current === undefined ? ' active' : ''}`}
        aria-pressed={current === undefined}
        onClick={() => onChoose(undefined)}
      >
        <Trans>All</Trans>
      </button>
      {paged && (
        <button
          type="button"
          className="vendor-arrow"
          aria-label={t`Previous providers`}
          disabled={page === 0}
          onClick={() => setPage((p) => Math.max(0, p - 1))}
        >
          ‹
        </button>
      )}
      <ul className="vendor-page" aria-live="polite">
        {shown.map((v) => (
          <li key={v.vassalage}>
            <button
              type="button"
              className={`vendor-chip${current === v.vassalage ? ' active' : ''}`}
              aria-pressed={current === v.vassalage}
              data-vendor={v.vassalage}
              onClick={() => onChoose(v.vassalage)}
            >
              <Img src={v.mobileSmallIcon} alt="" width={40} height={40} />
              <span>{v.vendorName}</span>
            </button>
          </li>
        ))}
      </ul>
      {paged && (
        <button
          type="button"
          className="vendor-arrow"
          aria-label={t`Next providers`}
          disabled={page >= pages.length - 1}
          onClick={() => setPage((p) => Math.min(pages.length - 1, p + 1))}
        >
          ›
        </button>
      )}
    </div>
  );
}
