import { useState } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { SwiperCarouselProps } from './carouselProps';

/** The one file that imports swiper; `Carousel` loads it once the screen has settled or on the first touch. */
export default function SwiperCarousel<T>({
  items,
  renderItem,
  itemKey,
  autoplayMs,
  speedMs,
  vertical,
  pagination,
  className,
  firstDelayMs,
}: SwiperCarouselProps<T>) {
  const many = items.length > 1;
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Swiper reads `data-swiper-autoplay` on the active slide as that slide's delay: the first item waits only what is
  // left of its time as a still, then every slide waits `autoplayMs`.
  const [firstMoved, setFirstMoved] = useState(false);
  return (
    <Swiper
      className={className}
      modules={[Autoplay, Pagination]}
      direction={vertical ? 'vertical' : 'horizontal'}
      loop={many}
      speed={speedMs}
      autoplay={many && !still ? { delay: autoplayMs, disableOnInteraction: false } : false}
      pagination={many && pagination ? { clickable: true } : false}
      allowTouchMove={many}
      onRealIndexChange={() => setFirstMoved(true)}
    >
      {items.map((item, i) => (
        <SwiperSlide
          key={itemKey(item, i)}
          data-swiper-autoplay={i === 0 && !firstMoved ? String(Math.max(firstDelayMs, 300)) : undefined}
        >
          {renderItem(item, i)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
