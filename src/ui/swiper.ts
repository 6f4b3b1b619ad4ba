import Swiper from 'swiper';
import 'swiper/css';

// swiper's one door (eslint.config.js): the carousels (src/ui/Carousel.tsx) load this module, swiper's script and its
// stylesheet, after the first paint, and hand it the markup they already show.

export interface SlidesOptions {
  vertical: boolean;
  /** Move time, ms. */
  speedMs: number;
  /** Autoplay delay, ms; null for none (reduced motion). */
  autoplayMs: number | null;
  /** The first move of the autoplay is due this many ms from now (the delay counts from the first paint). */
  firstMoveInMs: number;
  /** The item in view when swiper takes over. */
  initialIndex: number;
  /** The share of the width a drag must cover to move on. */
  swipeShare: number;
  /** A finger that moved less than this is a tap, px. */
  tapSlopPx: number;
  /** Whether a finger drags the slides (a horizontal carousel; the vertical ticker leaves the page its scroll). */
  drag: boolean;
  /** The item in view changed. */
  onChange: (index: number) => void;
}

export interface SlidesControl {
  goTo: (index: number) => void;
  /** Holds the autoplay (the keyboard is in the carousel) or lets it go on. */
  hold: (held: boolean) => void;
  destroy: () => void;
}

/** Only the item in view can be reached: the others (and loop mode's moved slides) are inert. */
function markInert(swiper: Swiper): void {
  swiper.slides.forEach((slide, i) => {
    slide.inert = i !== swiper.activeIndex;
  });
}

/**
 * Swiper's own size watch (its `resizeObserver`) measures a carousel again whenever the observed content box differs
 * from the whole-pixel size swiper read: a 5:2 banner 358 px wide is 143.1875 px high against swiper's 143, so a
 * carousel was measured and laid out a second time in the frame after it started (issue 66: about 5 ms at 4x CPU on
 * home's first visit, in CPU profiles). This watch compares whole pixels, the unit swiper measures in, and asks
 * swiper to measure again only when they change: a turned phone, or a screen shown again after it was kept hidden
 * (swiper leaves a hidden carousel as it was). It reads only the observer's entries and swiper's own figures, so it
 * asks for no layout of its own.
 */
function followSize(swiper: Swiper): () => void {
  let frame = 0;
  const watch = new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]?.contentRect;
    if (!box) return;
    cancelAnimationFrame(frame);
    // In the next frame, as swiper's own watch does (measuring inside the observer asks for another layout in it), and
    // against the size swiper holds then: a turned phone's resize event has reached swiper's own listener by then.
    frame = requestAnimationFrame(() => {
      if (swiper.destroyed) return;
      if (Math.round(box.width) === swiper.width && Math.round(box.height) === swiper.height) return;
      swiper.emit('resize');
    });
  });
  watch.observe(swiper.el);
  return () => {
    cancelAnimationFrame(frame);
    watch.disconnect();
  };
}

/**
 * Lets swiper run the carousel whose markup `container` holds (`.swiper > .swiper-wrapper > .swiper-slide`, every item
 * rendered): loop, autoplay through touch, a drag that moves on past `swipeShare` of the width.
 *
 * The autoplay is a timer of its own rather than swiper's Autoplay module: that module asks for an animation frame on
 * every frame while it runs (its time-left event), which kept the main thread of home busy for as long as the page
 * was open. Here the next move is one timer, set when a move ends (the player's or the autoplay's) and cleared while a
 * finger is on the carousel.
 */
export function startSlides(container: HTMLElement, options: SlidesOptions): SlidesControl {
  const delay = options.autoplayMs;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let touching = false;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const moveIn = (ms: number) => {
    stop();
    if (delay === null || held || touching || swiper.destroyed) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!swiper.destroyed && !held) swiper.slideNext();
    }, ms);
  };
  const swiper = new Swiper(container, {
    direction: options.vertical ? 'vertical' : 'horizontal',
    loop: true,
    speed: options.speedMs,
    initialSlide: options.initialIndex,
    allowTouchMove: options.drag,
    threshold: options.tapSlopPx,
    longSwipesRatio: options.swipeShare,
    // The items are buttons (a banner's link): swiper must drag them, not leave them alone as form fields.
    focusableElements: 'input, select, option, textarea, video, label',
    // A drag is not a tap: swiper stops the click that ends one.
    preventClicks: true,
    preventClicksPropagation: true,
    resizeObserver: false,
    on: {
      init: (s) => markInert(s),
      slideChange: (s) => markInert(s),
      realIndexChange: (s) => options.onChange(s.realIndex),
      // The next move comes a whole delay after the last one ended, whoever made it.
      slideChangeTransitionEnd: () => moveIn(delay ?? 0),
      touchStart: () => {
        touching = true;
        stop();
      },
      touchEnd: () => {
        touching = false;
        moveIn(delay ?? 0);
      },
    },
  });
  const unfollow = followSize(swiper);
  // The first move comes `autoplayMs` after the first paint, however long swiper took to arrive.
  moveIn(options.firstMoveInMs);
  return {
    goTo: (index) => swiper.slideToLoop(index),
    hold: (next) => {
      if (held === next) return;
      held = next;
      if (held) stop();
      else moveIn(delay ?? 0);
    },
    destroy: () => {
      stop();
      unfollow();
      swiper.destroy(false, false);
    },
  };
}

export interface GroupsOptions {
  /** Items in view at once, and moved together by a swipe or an arrow. */
  perGroup: number;
  /** Space between items, px. */
  spaceBetween: number;
  /** A finger that moved less than this is a tap, px. */
  tapSlopPx: number;
  /** The first item of the group in view changed (its index). */
  onChange: (firstIndex: number) => void;
}

export interface GroupsControl {
  next: () => void;
  previous: () => void;
  destroy: () => void;
}

/**
 * Lets swiper run a strip of items shown a group at a time (the game list's vendors, spec 02 §9: 4 per group, 5 px
 * apart), whose markup `container` holds (`.swiper > .swiper-wrapper > .swiper-slide`): a swipe or an arrow moves a
 * whole group; no loop, no autoplay. A drag is not a tap.
 */
export function startGroups(container: HTMLElement, options: GroupsOptions): GroupsControl {
  const swiper = new Swiper(container, {
    slidesPerView: options.perGroup,
    slidesPerGroup: options.perGroup,
    spaceBetween: options.spaceBetween,
    threshold: options.tapSlopPx,
    focusableElements: 'input, select, option, textarea, video, label',
    preventClicks: true,
    preventClicksPropagation: true,
    resizeObserver: false,
    on: { activeIndexChange: (s) => options.onChange(s.activeIndex) },
  });
  const unfollow = followSize(swiper);
  return {
    next: () => swiper.slideNext(),
    previous: () => swiper.slidePrev(),
    destroy: () => {
      unfollow();
      swiper.destroy(false, false);
    },
  };
}
