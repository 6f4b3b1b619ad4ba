import { THEME_STYLE_ID } from '../api/contract/boot';
import { themeBackground, themeEntries, themeRule } from '../api/contract/config';

/** Theme colours as CSS custom properties, e.g. `{ '--color-primary': '#f5c542' }`. */
export type ThemeVars = Readonly<Record<string, string>>;

/**
 * Applies a merchant theme to the document root. Names and values are checked (`themeEntries`), so a bad config cannot
 * inject CSS; rejected entries are returned for logging.
 */
export function applyTheme(vars: ThemeVars, root: HTMLElement = document.documentElement): string[] {
  const { safe, rejected } = themeEntries(vars);
  // A first visit's page comes with this very theme in its own style (server/http/bootShell.ts): while nothing else
  // has been set on the root since, there is nothing to set.
  const came =
    !root.getAttribute('style') && document.getElementById(THEME_STYLE_ID)?.textContent === themeRule(safe);
  for (const [name, value] of came ? [] : safe) {
    // Only a value that changes is set: every element inherits the root's custom properties, so each one set asks for
    // a restyle of the whole page.
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
  const meta = document.querySelector('meta[name="theme-color"]');
  const bg = themeBackground(safe);
  if (meta && bg) meta.setAttribute('content', bg);
  return rejected;
}
