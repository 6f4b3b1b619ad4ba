import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

// The sanitiser's passes, counted: its own module, with `sanitize` wrapped (only SafeHtml.tsx imports it).
const passes = vi.hoisted(() => ({ count: 0 }));
vi.mock('dompurify', async (importOriginal) => {
  const purify = ((await importOriginal()) as { default: { sanitize: (dirty: string) => string } }).default;
  const sanitize = purify.sanitize.bind(purify);
  purify.sanitize = (dirty: string) => {
    passes.count += 1;
    return sanitize(dirty);
  };
  return { default: purify };
});

describe('SafeHtml', () => {
  it('keeps ordinary markup', () => {
    const { container } = render(<SafeHtml html="<p>Hello <b>player</b></p>" />);
    expect(container.querySelector('b')?.textContent).toBe('player');
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><iframe src="/"></iframe>',
    );
    expect(out).not.toMatch(/onerror|<script|javascript:|<iframe/i);
  });

  it('strips inline styles and forms that could imitate the app', () => {
    const out = sanitizeHtml('<div style="position:fixed">x</div><form><input name="password"></form>');
    expect(out).not.toMatch(/style=|<form|<input/i);
  });

  it('opens links outside the app without an opener', () => {
    const out = sanitizeHtml('<a href="https://example.com/promo">promo</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('sanitises markup that comes out as it went in once, and other markup until it is stable', () => {
    const clean = '<p>Live tables stop on <b>Tuesdays 04:00-05:00</b>.</p>';
    passes.count = 0;
    expect(sanitizeHtml(clean)).toBe(clean);
    expect(passes.count).toBe(1);
    // The hook adds target and rel: the first pass changes it, so a second checks that it is stable.
    passes.count = 0;
    const link = sanitizeHtml('<a href="https://example.com/promo">promo</a>');
    expect(passes.count).toBe(2);
    expect(sanitizeHtml(link)).toBe(link);
  });
});
