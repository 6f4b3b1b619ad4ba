import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

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
});
