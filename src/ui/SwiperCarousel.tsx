import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { CarouselProps } from './Carousel';

/** The one file that imports swiper; it is loaded after first paint by `Carousel`. */
export default function SwiperCarousel<T>({
  items,
  renderItem,
  itemKey,
  autoplayMs,
  speedMs,
  vertical,
  pagination,
  className,
}: CarouselProps<T>) {
  const many = items.length > 1;
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
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
    >
      {items.map((item, i) => (
        <SwiperSlide key={itemKey(item, i)}>{renderItem(item, i)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
