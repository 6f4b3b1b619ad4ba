import { useEffect, useRef, useState } from 'react';
import { drawingLoads } from '../lib/drawing';
import { noteShownPicture } from '../lib/shownPictures';

/** Images load when within 100 px of the viewport (spec 02 §4, §9). */
export const LAZY_MARGIN_PX = 100;

let observer: IntersectionObserver | undefined;
const callbacks = new WeakMap<Element, () => void>();

/** One observer for every lazy image: cheaper than one per tile on a long grid. */
function observe(el: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
        observer?.unobserve(entry.target);
        callbacks.delete(entry.target);
      }
    },
    { rootMargin: `${LAZY_MARGIN_PX}px` },
  );
  callbacks.set(el, onVisible);
  observer.observe(el);
  return () => {
    observer?.unobserve(el);
    callbacks.delete(el);
  };
}

interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Loads at once, without waiting to be seen (a first row the page preloads). */
  eager?: boolean | undefined;
}

/**
 * An image whose `src` is set only once it comes within 100 px of the viewport; a failed load shows a plain tile. Until
 * then its address is kept in `data-lazy-src`, where the start loader finds it in the server's drawing.
 */
export function LazyImage({ src, alt, className, width, height, eager }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => eager === true || drawingLoads(src));
  const [failed, setFailed] = useState(false);
  useEffect(
    () => (ref.current && !visible ? observe(ref.current, () => setVisible(true)) : undefined),
    [visible],
  );
  return (
    <img
      ref={ref}
      className={`${className ?? ''}${failed ? ' img-failed' : ''}`}
      src={visible && !failed ? src : undefined}
      // In the server's drawing, the address waits here for the start loader (src/start.ts).
      data-lazy-src={visible ? undefined : src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      onLoad={(e) => noteShownPicture(e.currentTarget.currentSrc)}
      onError={() => setFailed(true)}
    />
  );
}
