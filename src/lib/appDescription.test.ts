import { describe, expect, it } from 'vitest';
import type { MobileTemplate } from '../api/contract/config';
import { appDescription } from './appDescription';

const template: MobileTemplate = {
  app_background: '#000000',
  app_desc: 'Default wording',
  app_desc_font_color: '#ffffff',
  mem_cen: '1',
  dep_func: '0',
};

describe('appDescription', () => {
  it('shows the merchant copy of the active language', () => {
    const both = { ...template, app_desc_by_language: { TY: 'Sa Tagalog', EN: 'In English' } };
    expect(appDescription(both, 'TY')).toBe('Sa Tagalog');
    expect(appDescription(both, 'EN')).toBe('In English');
  });

  it('falls back to the default wording when the language has no copy, or a blank one', () => {
    expect(appDescription(template, 'TY')).toBe('Default wording');
    expect(appDescription({ ...template, app_desc_by_language: { EN: 'In English' } }, 'TY')).toBe(
      'Default wording',
    );
    expect(appDescription({ ...template, app_desc_by_language: { TY: '  ' } }, 'TY')).toBe('Default wording');
  });

  it('is empty before the config is known', () => {
    expect(appDescription(undefined, 'EN')).toBe('');
  });
});
