import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Vendor } from '../../api/contract/games';
import { TAP_SLOP_PX } from '../../ui/Carousel';
import type { GroupsControl } from '../../ui/swiper';
import { VENDOR_PAGING_ABOVE, VENDOR_SPACING_PX, vendorsPerGroup } from './listRules';
import { Img } from '../../ui/Img';
import { useStableCallback } from '../../ui/useStableCallback';
import { loadSwiper } from '../../ui/loadSwiper';

interface VendorCarouselProps {
  vendors: readonly Vendor[];
  current: string | undefined;
  onChoose: (vassalage: string | undefined) => void;
}

/**
 * The vendor strip (spec 02 §2, §9): "all" first, then the vendors, 5 px apart. More than 5 vendors are a swiper
 * carousel of 4 at a time that a swipe or the arrows move a group at once; up to 5 all show. Swiper's script loads
 * after the first paint (and at once on an arrow): until then the strip shows its first group as it will stand.
 */
export function VendorCarousel({ vendors, current, onChoose }: VendorCarouselProps) {
  const { t } = useLingui();
  const paged = vendors.length > VENDOR_PAGING_ABOVE;
  const perGroup = vendorsPerGroup(vendors.length);
  const container = useRef<HTMLDivElement>(null);
  const control = useRef<GroupsControl | null>(null);
  const starting = useRef<Promise<GroupsControl | null> | null>(null);
  const [first, setFirst] = useState(0);
  const names = vendors.map((v) => v.vassalage).join(',');

  const start = useStableCallback(
    () =>
      (starting.current ??= loadSwiper().then(
        ({ startGroups }) => {
          if (!container.current) return null;
          control.current = startGroups(container.current, {
            perGroup,
            spaceBetween: VENDOR_SPACING_PX,
            tapSlopPx: TAP_SLOP_PX,
            onChange: setFirst,
          });
          return control.current;
        },
        // Its code could not load (a flaky network): the strip stays as it is, and the next arrow asks again.
        () => {
          starting.current = null;
          return null;
        },
      )),
  );

  useEffect(() => {
    if (!paged) return undefined;
    setFirst(0);
    const soon = setTimeout(() => void start(), 0);
    return () => {
      clearTimeout(soon);
      void starting.current?.then((c) => c?.destroy());
      starting.current = null;
      control.current = null;
    };
    // A new vendor list is a new strip.
  }, [paged, perGroup, names, start]);

  const move = (by: 'next' | 'previous') => void start().then((c) => c?.[by]());
  return (
    // How many stand in view is a data attribute the stylesheet reads: the server draws this strip, and its policy
    // allows no inline style.
    <div className="vendor-carousel" role="group" aria-label={t`Game providers`} data-per-group={perGroup}>
      <button
        type="button"
        className={`vendor-chip vendor-all${current === undefined ? ' active' : ''}`}
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
          disabled={first === 0}
          onClick={() => move('previous')}
        >
          ‹
        </button>
      )}
      <div className="vendor-swiper swiper" ref={container}>
        <ul className="vendor-page swiper-wrapper">
          {vendors.map((v) => (
            <li key={v.vassalage} className="swiper-slide">
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
      </div>
      {paged && (
        <button
          type="button"
          className="vendor-arrow"
          aria-label={t`Next providers`}
          disabled={first + perGroup >= vendors.length}
          onClick={() => move('next')}
        >
          ›
        </button>
      )}
    </div>
  );
}
