import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARQUEE_LOOP_MS, startMarquee } from './marquee';

function ticker(boxWidth: number, textWidth: number): HTMLElement {
  const box = document.createElement('button');
  const track = document.createElement('span');
  box.append(track);
  document.body.append(box);
  Object.defineProperty(box, 'clientWidth', { value: boxWidth });
  Object.defineProperty(track, 'offsetWidth', { value: textWidth });
  return track;
}

describe('startMarquee', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('leaves the text standing until the page is quiet, then moves it on from where it stands', () => {
    vi.useFakeTimers();
    const track = ticker(300, 900);
    startMarquee(track);
    expect(track.classList.contains('notice-track-moving')).toBe(false);
    vi.runAllTimers();
    expect(track.classList.contains('notice-track-moving')).toBe(true);
    expect(track.style.animationDuration).toBe(`${MARQUEE_LOOP_MS}ms`);
    // The loop takes the text from x = 300 to x = -900: it is at x = 0 a quarter of the way in.
    expect(track.style.animationDelay).toBe(`${-MARQUEE_LOOP_MS / 4}ms`);
  });

  it('stops for other titles: the text stands again, and a stop before the idle moment starts nothing', () => {
    vi.useFakeTimers();
    const track = ticker(300, 900);
    const stop = startMarquee(track);
    vi.runAllTimers();
    stop();
    expect(track.classList.contains('notice-track-moving')).toBe(false);
    expect(track.style.animationDelay).toBe('');
    const early = startMarquee(track);
    early();
    vi.runAllTimers();
    expect(track.classList.contains('notice-track-moving')).toBe(false);
  });
});
