import { describe, expect, it } from 'vitest';
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
});
