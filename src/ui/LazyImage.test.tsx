import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage';

// An observer that never tells: what an image further down than the viewport sees.
class QuietObserver {
  static watched: Element[] = [];
  observe(el: Element) {
    QuietObserver.watched.push(el);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  QuietObserver.watched = [];
  vi.stubGlobal('IntersectionObserver', QuietObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('first-screen')?.remove();
});

describe('LazyImage', () => {
  it('keeps its address in data-lazy-src until it comes into view', () => {
    const { container } = render(<LazyImage src="/cdn/img/game/1/a.png" alt="" />);
    const img = container.querySelector('img')!;
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.getAttribute('data-lazy-src')).toBe('/cdn/img/game/1/a.png');
    expect(QuietObserver.watched).toContain(img);
  });

  it("takes at once a picture the server's drawing already loads, and one the drawing still waits for not", () => {
    // The drawing as the start loader leaves it (src/start.ts): one picture asked for, one still waiting.
    const drawing = document.createElement('div');
    drawing.id = 'first-screen';
    drawing.innerHTML =
      '<img src="/cdn/img/game/1/a.png" alt=""><img data-lazy-src="/cdn/img/game/2/b.png" alt="">';
    document.body.append(drawing);
    const { container } = render(
      <>
        <LazyImage src="/cdn/img/game/1/a.png" alt="" />
        <LazyImage src="/cdn/img/game/2/b.png" alt="" />
      </>,
    );
    const [loaded, waiting] = [...container.querySelectorAll('img')];
    expect(loaded!.getAttribute('src')).toBe('/cdn/img/game/1/a.png');
    expect(loaded!.hasAttribute('data-lazy-src')).toBe(false);
    expect(QuietObserver.watched).not.toContain(loaded);
    expect(waiting!.hasAttribute('src')).toBe(false);
    expect(QuietObserver.watched).toContain(waiting);
  });
});
