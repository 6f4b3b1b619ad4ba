import { describe, expect, it } from 'vitest';
import {
  DRAWING_LANGUAGE,
  drawingLanguageNoteOf,
  hintLargestPaint,
  languageCookie,
  PAINT_HINT,
  paintHintOf,
  paintHintsOf,
  tellDrawingLanguage,
  withImagePreload,
} from './paintHint';

describe('paint hints', () => {
  const banner = 'https://games.example/cdn/img/banner/1/WELCOME.png';

  it('takes a well-formed hint and refuses anything else', () => {
    expect(paintHintOf({ type: PAINT_HINT, path: '/m/home', href: banner })).toEqual({
      type: PAINT_HINT,
      path: '/m/home',
      href: banner,
    });
    expect(paintHintOf({ type: 'SKIP_WAITING' })).toBeUndefined();
    expect(paintHintOf(null)).toBeUndefined();
    expect(paintHintOf('PAINT_HINT')).toBeUndefined();
    expect(paintHintOf({ type: PAINT_HINT, path: '/wps/member/info', href: banner })).toBeUndefined();
    expect(paintHintOf({ type: PAINT_HINT, path: '/m/home?x=1', href: banner })).toBeUndefined();
    expect(paintHintOf({ type: PAINT_HINT, path: '/m/home', href: 'javascript:alert(1)' })).toBeUndefined();
    expect(paintHintOf({ type: PAINT_HINT, path: '/m/home', href: '/cdn/relative.png' })).toBeUndefined();
    expect(
      paintHintOf({ type: PAINT_HINT, path: '/m/home', href: `${banner}?${'x'.repeat(3000)}` }),
    ).toBeUndefined();
  });

  it('keeps only the well-formed entries of a stored map', () => {
    expect(paintHintsOf({ '/m/home': banner, '/m/login': 'data:,x', '../etc': banner })).toEqual({
      '/m/home': banner,
    });
    expect(paintHintsOf('garbage')).toEqual({});
    expect(paintHintsOf(null)).toEqual({});
  });

  it('preloads the picture at the end of the head, its address escaped', () => {
    const html =
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const out = withImagePreload(html, 'https://a.example/p.png?a=1&b="2"<');
    expect(out).toBe(
      '<!doctype html><html><head><title>x</title><link rel="preload" as="image" fetchpriority="high" ' +
        'href="https://a.example/p.png?a=1&amp;b=&quot;2&quot;&lt;"></head><body><div id="root"></div></body></html>',
    );
    expect(withImagePreload('<p>no head</p>', banner)).toBe('<p>no head</p>');
  });

  it('tells the worker in control, waits for one that is not yet, and says each address once', () => {
    const posted: unknown[] = [];
    const listeners: (() => void)[] = [];
    const container = {
      controller: null as { postMessage: (m: unknown) => void } | null,
      addEventListener: (type: string, fn: () => void) => {
        if (type === 'controllerchange') listeners.push(fn);
      },
    };
    const had = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    try {
      hintLargestPaint('/m/home', '/cdn/img/banner/1/A.png');
      tellDrawingLanguage('TY');
      tellDrawingLanguage('EN');
      expect(posted).toEqual([]);
      container.controller = { postMessage: (m) => posted.push(m) };
      for (const fn of listeners) fn();
      const a = new URL('/cdn/img/banner/1/A.png', location.href).href;
      // The last language told while no worker was in control, and the hint, once one is.
      expect(posted).toEqual([
        { type: PAINT_HINT, path: '/m/home', href: a },
        { type: DRAWING_LANGUAGE, language: 'EN' },
      ]);
      hintLargestPaint('/m/home', '/cdn/img/banner/1/A.png');
      tellDrawingLanguage('EN');
      expect(posted).toHaveLength(2);
      hintLargestPaint('/m/home', '/cdn/img/banner/2/B.png');
      expect(posted).toHaveLength(3);
      hintLargestPaint('/wps/member/info', '/cdn/img/banner/2/B.png');
      expect(posted).toHaveLength(3);
      tellDrawingLanguage('TY');
      expect(posted.at(-1)).toEqual({ type: DRAWING_LANGUAGE, language: 'TY' });
    } finally {
      if (had) Object.defineProperty(navigator, 'serviceWorker', had);
      else Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it("names the language to the server in a cookie of the app's pages, at each tell", () => {
    expect(languageCookie('EN', false)).toBe(
      `MC_LANGUAGE=EN; Path=/m/; Max-Age=${400 * 24 * 60 * 60}; SameSite=Lax`,
    );
    expect(languageCookie('TY', true)).toBe(
      `MC_LANGUAGE=TY; Path=/m/; Max-Age=${400 * 24 * 60 * 60}; SameSite=Lax; Secure`,
    );
    /** Runs `fn` with `document.cookie` writes going to `set`, then puts the document's own cookies back. */
    const withCookieWrites = (set: (v: string) => void, fn: () => void) => {
      Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set });
      try {
        fn();
      } finally {
        Reflect.deleteProperty(document, 'cookie');
      }
    };
    const written: string[] = [];
    withCookieWrites(
      (v) => written.push(v),
      () => {
        tellDrawingLanguage('EN');
        tellDrawingLanguage('TY');
      },
    );
    // Written every time, even unchanged, so the cookie's life starts again at each start.
    expect(written).toEqual([languageCookie('EN', false), languageCookie('TY', false)]);
    // A document whose cookies throw (a sandboxed frame) still tells its worker.
    withCookieWrites(
      () => {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      () => expect(() => tellDrawingLanguage('EN')).not.toThrow(),
    );
  });

  it('takes a language note only for a language the server draws in', () => {
    expect(drawingLanguageNoteOf({ type: DRAWING_LANGUAGE, language: 'EN' })).toEqual({
      type: DRAWING_LANGUAGE,
      language: 'EN',
    });
    expect(drawingLanguageNoteOf({ type: DRAWING_LANGUAGE, language: 'CN' })).toBeUndefined();
    expect(drawingLanguageNoteOf({ type: DRAWING_LANGUAGE, language: 'en' })).toBeUndefined();
    expect(drawingLanguageNoteOf({ type: DRAWING_LANGUAGE })).toBeUndefined();
    expect(drawingLanguageNoteOf({ type: PAINT_HINT, language: 'EN' })).toBeUndefined();
    expect(drawingLanguageNoteOf(null)).toBeUndefined();
  });
});
