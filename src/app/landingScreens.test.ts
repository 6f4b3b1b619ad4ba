import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { DEFAULT_LANGUAGE } from '../stores/language';
import { FIRST_VISIT_LANGUAGE, LANDING_SCREENS, LANGUAGE_CATALOGUES } from '../api/contract/boot';

// The server names these modules in a first visit's page; they must be the ones the app loads for the route.
describe('the landing screens the server preloads', () => {
  const screens = readFileSync('src/app/screens.tsx', 'utf8');
  const routePaths = paths as Record<string, string>;

  it('are the modules src/app/screens.tsx loads for each route', () => {
    for (const [route, module] of Object.entries(LANDING_SCREENS)) {
      const key = Object.keys(routePaths).find((k) => routePaths[k] === route);
      expect(key, route).toBeDefined();
      const component = new RegExp(`\\[paths\\.${key}\\]: (\\w+),`).exec(screens)?.[1];
      expect(component, route).toBeDefined();
      const source = module.replace(/^src\//, '../').replace(/\.tsx$/, '');
      expect(screens, route).toContain(`const ${component} = screen(() => import('${source}'));`);
    }
  });

  it("start in the app's default language, whose catalogue module exists", () => {
    expect(FIRST_VISIT_LANGUAGE).toBe(DEFAULT_LANGUAGE);
    for (const module of Object.values(LANGUAGE_CATALOGUES)) expect(() => readFileSync(module)).not.toThrow();
    expect(readFileSync('src/i18n/i18n.ts', 'utf8')).toContain("import('./locales/fil')");
  });
});
