import { useLingui } from '@lingui/react/macro';
import type { Infer } from 'superstruct';
import type { Banner } from '../../api/contract/announcements';
import { Carousel } from '../../ui/Carousel';
import { useScreenShown } from '../../stores/screenShown';
import { Img } from '../../ui/Img';

type BannerItem = Infer<typeof Banner>;

/** Spec 02 §2, §9: loops and autoplays every 5000 ms (through touch) with pagination; a single banner stays still. */
export const BANNER_AUTOPLAY_MS = 5000;

/** The home banners; a tap follows the banner's link (inside the app for `/m/` paths). */
export function BannerCarousel({
  banners,
  onOpen,
}: {
  banners: readonly BannerItem[];
  onOpen: (url: string) => void;
}) {
  const { t } = useLingui();
  // Home kept behind another screen: the carousel stands still (src/stores/screenShown.ts).
  const shown = useScreenShown();
  if (banners.length === 0) return <div className="banner-placeholder" aria-hidden="true" />;
  return (
    <section className="banners" aria-label={t`Featured`}>
      <Carousel
        className="banner-carousel"
        items={banners}
        itemKey={(b) => b.id}
        autoplayMs={BANNER_AUTOPLAY_MS}
        paused={!shown}
        pagination
        renderItem={(b, i) => (
          <button type="button" className="banner" onClick={() => onOpen(b.linkUrl)}>
            <Img
              src={b.url}
              alt={b.title}
              width={750}
              height={300}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </button>
        )}
      />
    </section>
  );
}
