/** Theme colours as CSS custom properties, e.g. `{ '--color-primary': '#f5c542' }`. */
export type ThemeVars = Readonly<Record<string, string>>;

const SAFE_NAME = /^--[a-z0-9-]+$/;
const SAFE_VALUE = /^[#a-z0-9(),.%\s-]+$/i;

/**
 * Applies a merchant theme to the document root. Names and values are checked, so a bad config cannot inject CSS;
 * rejected entries are returned for logging.
 */
export function applyTheme(vars: ThemeVars, root: HTMLElement = document.documentElement): string[] {
  const rejected: string[] = [];
  for (const [name, value] of Object.entries(vars)) {
    if (!SAFE_NAME.test(name) || !SAFE_VALUE.test(value)) rejected.push(name);
    // Only a value that changes is set: every element inherits the root's custom properties, so each one set asks for
    // a restyle of the whole page.
    else if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
  const meta = document.querySelector('meta[name="theme-color"]');
  const bg = vars['--color-bg'];
  if (meta && bg && SAFE_VALUE.test(bg)) meta.setAttribute('content', bg);
  return rejected;
}
