// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Imports flow one way: app -> features -> {api, stores, ui, lib}; a feature never imports a sibling feature.
// Each outside library enters through one file (ARCHITECTURE.md, STYLE.md habits 1-2; docs/architecture.md has both
// tables). Inside the lower layers: hooks -> {stores, ui, lib, api, i18n} (only app and features import hooks);
// stores -> {api, i18n, lib}; api -> lib; i18n -> {api, lib}; ui -> {i18n, lib}; lib -> nothing app-side;
// sw -> {lib, contract}; everything may read the contract.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `target` may not import any of `from` (folders under src/). */
const below = (target, from, why) =>
  from.map((layer) => ({
    target: `./src/${target}`,
    from: `./src/${layer}`,
    // The contract sits in api/ but belongs to no layer: everyone may read it.
    ...(layer === 'api' ? { except: ['./contract'] } : {}),
    message: `${target} must not import ${layer}: ${why}`,
  }));

const zones = [
  // The server's drawing of a first screen (src/ssr) renders the app: it sits above everything, and nothing imports it.
  ...['app', 'features', 'hooks', 'stores', 'api', 'i18n', 'ui', 'lib'].flatMap((layer) =>
    below(
      layer,
      ['ssr'],
      "src/ssr is the server's entry into the app; only the server loads it, at run time",
    ),
  ),
  ...below('features', ['app'], 'the shell is above the features'),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'a feature never imports a sibling feature; move the shared part down to stores, ui or lib',
  })),
  ...below('hooks', ['app', 'features'], 'shared hooks sit below the shell and the features'),
  ...below('stores', ['app', 'features', 'ui', 'hooks'], 'stores hold state and actions, below the screens'),
  ...below(
    'api',
    ['app', 'features', 'stores', 'ui', 'i18n', 'hooks'],
    'the API client knows only lib and the contract',
  ),
  ...below(
    'i18n',
    ['app', 'features', 'stores', 'ui', 'hooks'],
    'the catalogues sit below the screens and stores',
  ),
  ...below('ui', ['app', 'features', 'stores', 'api', 'hooks'], 'shared components take data as props'),
  ...below('lib', ['app', 'features', 'stores', 'ui', 'i18n', 'hooks'], 'lib is the leaf layer'),
  {
    target: './src/lib',
    from: './src/api',
    except: ['./contract'],
    message:
      'lib is the leaf layer: of the API it may read only the contract (pure data, e.g. the route table)',
  },
  {
    target: './src/api/contract',
    from: './src',
    except: ['./api/contract'],
    message: 'the contract stands alone (no DOM, no app code)',
  },
  ...['app', 'features', 'stores', 'api', 'ui', 'i18n', 'hooks'].map((layer) => ({
    target: './sw',
    from: `./src/${layer}`,
    ...(layer === 'api' ? { except: ['./contract'] } : {}),
    message: `the worker must not import ${layer}: it shares only lib (swr, db) and the contract`,
  })),
  { target: './src', from: './server', message: 'the app never imports the server' },
  {
    target: './server',
    from: './src',
    except: ['./api/contract'],
    message: 'the server shares only the contract',
  },
];

/**
 * Outside libraries and their one door each (`door`: the files allowed to import it). A door is exempt from its own
 * library only; every other restriction still applies to it.
 */
const libraries = [
  { regex: '^ofetch(/|$)', door: ['src/api/client.ts'], message: 'Only src/api/client.ts imports ofetch.' },
  { regex: '^idb-keyval(/|$)', door: ['src/lib/db.ts'], message: 'Only src/lib/db.ts imports idb-keyval.' },
  {
    regex: '^dompurify(/|$)',
    door: ['src/ui/SafeHtml.tsx'],
    message: 'Only src/ui/SafeHtml.tsx imports dompurify.',
  },
  { regex: '^workbox-(?!window$)', door: ['sw/**'], message: 'workbox lives only in sw/.' },
  {
    regex: '^workbox-window$',
    door: ['src/app/registerWorker.ts'],
    message: 'Only src/app/registerWorker.ts imports workbox-window.',
  },
  {
    regex: '^dayjs(/|$)',
    door: ['src/lib/format.ts'],
    message: 'Only src/lib/format.ts imports dayjs.',
  },
  {
    // The runtime only: the macros are used everywhere by design, and type imports bring no code.
    name: '@lingui/core',
    allowTypeImports: true,
    door: ['src/i18n/i18n.ts'],
    message: 'Only src/i18n/i18n.ts imports the lingui runtime; import `i18n` from there.',
  },
  {
    regex: '^@electric-sql/pglite(/|$)',
    door: ['server/db/client.ts'],
    message: 'Only server/db/client.ts imports PGlite.',
  },
  {
    regex: '^react-dom/server(/|$)',
    door: ['src/ssr/firstScreen.tsx'],
    message: 'Only src/ssr/firstScreen.tsx imports react-dom/server.',
  },
  {
    regex: '^swiper(/|$)',
    door: ['src/ui/swiper.ts'],
    message: 'Only src/ui/swiper.ts imports swiper.',
  },
  {
    regex: '^web-vitals(/|$)',
    door: ['src/app/fieldVitals.ts'],
    message: 'Only src/app/fieldVitals.ts imports web-vitals.',
  },
  {
    regex: '^sharp(/|$)',
    door: ['server/images/encode.ts'],
    message: 'Only server/images/encode.ts imports sharp.',
  },
  {
    regex: '^prom-client(/|$)',
    door: ['server/metrics/metrics.ts'],
    message: 'Only server/metrics/metrics.ts imports prom-client.',
  },
  {
    regex: '^puppeteer-core(/|$)',
    door: ['tests/engines/firefox.ts'],
    message: 'Only tests/engines/firefox.ts imports puppeteer-core (the journeys drive Firefox through it).',
  },
  {
    regex: '^lru-cache(/|$)',
    door: ['server/cache/lruCache.ts'],
    message: 'Only server/cache/lruCache.ts imports lru-cache.',
  },
  {
    regex: '^jose(/|$)',
    door: ['src/lib/jose.ts', 'server/crypto/jose.ts'],
    message: 'jose enters through src/lib/jose.ts (app) or server/crypto/jose.ts (server).',
  },
  {
    // wouter's hooks and link that follow the address render their component again on every move, at once; the
    // screens read the shell's address and move with src/lib/navigate.ts (docs/app-foundation.md, issue 50).
    regex: '^wouter$',
    importNames: ['Link', 'useLocation', 'useSearch'],
    door: ['src/app/Shell.tsx', 'src/app/App.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    message:
      'Links are src/ui/Link.tsx, moves useNavigate (src/lib/navigate.ts), and the address useAddress / useSearch (src/hooks/address.ts).',
  },
  {
    regex: '^wouter/use-browser-location$',
    door: ['src/lib/navigate.ts'],
    message: 'Only src/lib/navigate.ts moves the browser through wouter.',
  },
  {
    // Not a library, but the same one-door rule: a session record is built in one place (docs/architecture.md).
    regex: '(^|/)stores/session$|^\\./session$',
    importNames: ['setSession'],
    door: ['src/stores/startSession.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    message:
      'Start a session with startSession (src/stores/startSession.ts); setSession only stores its record.',
  },
];

/** The restriction with every library except the ones a door may import. */
const restrictedImports = (except = []) => {
  const rest = libraries.filter((library) => !except.includes(library));
  const common = ({ message, allowTypeImports, importNames }) => ({
    message,
    allowTypeImports: allowTypeImports ?? false,
    ...(importNames ? { importNames } : {}),
  });
  return [
    'error',
    {
      // `name` matches the bare package only (its macros stay allowed); `regex` anchors a package and its subpaths,
      // since a gitignore-style group would also catch a local file of the same name (./jose).
      paths: rest.filter((l) => l.name).map((l) => ({ name: l.name, ...common(l) })),
      patterns: rest.filter((l) => l.regex).map((l) => ({ regex: l.regex, ...common(l) })),
    },
  ];
};

/** The one sanitising component (docs/security.md "Hostile content"); no other code may write HTML into the DOM. */
const HTML_DOOR = 'src/ui/SafeHtml.tsx';
const HTML_MESSAGE = `Server HTML renders only through ${HTML_DOOR}, which sanitises it (docs/security.md).`;
const rawHtml = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: HTML_MESSAGE },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: HTML_MESSAGE },
  { selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]', message: HTML_MESSAGE },
  {
    selector:
      "CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/][callee.object.name='document']",
    message: HTML_MESSAGE,
  },
  { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: HTML_MESSAGE },
];

/**
 * The same for `import('x')`, which no-restricted-imports does not see (a lazy load is still an entry), and the raw
 * HTML sinks outside the sanitising component.
 */
const restrictedDynamicImports = (except = [], { html = false } = {}) => [
  'error',
  ...(html ? [] : rawHtml),
  ...libraries
    // A lazy import cannot name what it takes, so name-only restrictions stay static.
    .filter((library) => !except.includes(library) && !library.importNames)
    .map(({ name, regex, message }) => {
      const source = name ? `^${name}$` : regex;
      // esquery ends a regex at the first slash, so slashes are written as \u002F.
      return { selector: `ImportExpression[source.value=/${source.replaceAll('/', '\\u002F')}/]`, message };
    }),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'src/i18n/locales/*.ts',
      'src/i18n/games/*.ts',
      'src/i18n/errors/*.ts',
      'src/features/*/locales/*.ts',
      'server/db/migrations',
      '.data',
      '.lighthouseci',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these import-x parses only .js, so no-cycle silently skipped every .ts/.tsx file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-restricted-imports': restrictedImports(),
      'no-restricted-syntax': restrictedDynamicImports(),
    },
  },
  ...libraries.map((library) => ({
    files: library.door,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports([library]),
      'no-restricted-syntax': restrictedDynamicImports([library], { html: library.door.includes(HTML_DOOR) }),
    },
  })),
  {
    // Tests build DOM fixtures by hand; the app and the worker may not.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**', 'bench/**', 'server/**'],
    rules: {
      'no-restricted-syntax': [
        ...restrictedDynamicImports([], { html: true }),
        {
          // Playwright takes the promise an async predicate returns as truthy, so such a wait returns at once.
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]",
          message:
            'waitForFunction does not await an async predicate: poll page.evaluate with expect.poll instead.',
        },
      ],
    },
  },
);
