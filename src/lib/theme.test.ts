import { describe, expect, it, vi } from 'vitest';
import { THEME_STYLE_ID } from '../api/contract/boot';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  it('sets the merchant colours as custom properties on the root', () => {
    const root = document.createElement('div');
    const rejected = applyTheme({ '--color-primary': '#00aa55', '--radius': '8px' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#00aa55');
    expect(rejected).toEqual([]);
  });

  it('refuses names and values that could inject CSS', () => {
    const root = document.createElement('div');
    const rejected = applyTheme({ '--x': 'red; background: url(//evil)', color: 'red' }, root);
    expect(rejected.sort()).toEqual(['--x', 'color']);
    expect(root.getAttribute('style') ?? '').not.toContain('evil');
  });

  it('sets again only the colours that changed, so the page is not restyled for nothing', () => {
    const root = document.createElement('div');
    applyTheme({ '--color-primary': '#00aa55', '--color-bg': '#101010' }, root);
    const set = vi.spyOn(root.style, 'setProperty');
    applyTheme({ '--color-primary': '#00aa55', '--color-bg': '#202020' }, root);
    expect(set.mock.calls).toEqual([['--color-bg', '#202020']]);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#00aa55');
  });
});

describe('applyTheme on a page that came themed', () => {
  it("sets nothing for the theme the page's own style holds, and sets what changes after it", () => {
    const style = document.createElement('style');
    style.id = THEME_STYLE_ID;
    style.textContent = ':root{--color-primary:#00aa55;--color-bg:#101010}';
    document.head.append(style);
    const root = document.documentElement;
    const set = vi.spyOn(root.style, 'setProperty');
    try {
      applyTheme({ '--color-primary': '#00aa55', '--color-bg': '#101010' });
      expect(set).not.toHaveBeenCalled();
      // A later config that changes a colour overrides the page's on the root, and one that changes it back too.
      applyTheme({ '--color-primary': '#222222', '--color-bg': '#101010' });
      applyTheme({ '--color-primary': '#00aa55', '--color-bg': '#101010' });
      expect(set.mock.calls).toEqual([
        ['--color-primary', '#222222'],
        ['--color-bg', '#101010'],
        ['--color-primary', '#00aa55'],
      ]);
      expect(root.style.getPropertyValue('--color-primary')).toBe('#00aa55');
    } finally {
      set.mockRestore();
      style.remove();
      root.removeAttribute('style');
    }
  });
});
