import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Plants each import the architecture forbids (docs/architecture.md) and expects the lint to refuse it with the right
 * rule, and a few allowed ones that must stay clean, so no rule can silently stop working again.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` placed at `file` (a path in the tree; the file need not exist). */
async function rulesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const ZONE = 'import-x/no-restricted-paths';
const LIBRARY = '@typescript-eslint/no-restricted-imports';
const use = (name: string) => `console.log(${name});`;

describe('the import zones', () => {
  it.each([
    ['a feature imports a sibling feature', 'src/features/auth/probe.ts', '../games/listRules'],
    ['a feature imports the app shell', 'src/features/home/probe.ts', '../../app/history'],
    ['ui imports a store', 'src/ui/probe.tsx', '../stores/ui'],
    ['ui imports the API client', 'src/ui/probe.tsx', '../api/client'],
    ['the worker imports a store', 'sw/probe.ts', '../src/stores/session'],
    ['the worker imports the API client', 'sw/probe.ts', '../src/api/client'],
    ['lib imports the API client', 'src/lib/probe.ts', '../api/client'],
    ['lib imports a store', 'src/lib/probe.ts', '../stores/ui'],
    ['lib imports ui', 'src/lib/probe.ts', '../ui/usePress'],
    ['lib imports i18n', 'src/lib/probe.ts', '../i18n/i18n'],
    ['a store imports ui', 'src/stores/probe.ts', '../ui/usePress'],
    ['a store imports a feature', 'src/stores/probe.ts', '../features/auth/validation'],
    ['a store imports the app shell', 'src/stores/probe.ts', '../app/history'],
    ['the API client imports a store', 'src/api/probe.ts', '../stores/ui'],
    ['i18n imports a store', 'src/i18n/probe.ts', '../stores/ui'],
    ['the contract imports lib', 'src/api/contract/probe.ts', '../../lib/format'],
    ['a shared hook imports a feature', 'src/hooks/probe.ts', '../features/auth/validation'],
    ['a shared hook imports the app shell', 'src/hooks/probe.ts', '../app/history'],
    ['a store imports a shared hook', 'src/stores/probe.ts', '../hooks/useGuardedNavigate'],
    ['ui imports a shared hook', 'src/ui/probe.tsx', '../hooks/useGuardedNavigate'],
    ['lib imports a shared hook', 'src/lib/probe.ts', '../hooks/useGuardedNavigate'],
    ['the API client imports a shared hook', 'src/api/probe.ts', '../hooks/useGuardedNavigate'],
    ['the worker imports a shared hook', 'sw/probe.ts', '../src/hooks/useGuardedNavigate'],
    ['the app imports the server', 'src/lib/probe.ts', '../../server/config'],
    ['the server imports app code', 'server/probe.ts', '../src/lib/format'],
  ])('refuses: %s', async (_name, file, from) => {
    expect(await rulesFor(file, `import * as m from '${from}';\n${use('m')}`)).toContain(ZONE);
  });

  it.each([
    ['the shell imports a feature', 'src/app/probe.ts', '../features/auth/validation'],
    ['a feature imports its own folder', 'src/features/games/probe.ts', './listRules'],
    ['a feature imports a store', 'src/features/games/probe.ts', '../../stores/ui'],
    ['a feature imports ui', 'src/features/games/probe.ts', '../../ui/usePress'],
    ['a feature imports the API client', 'src/features/games/probe.ts', '../../api/client'],
    ['a store imports the API client', 'src/stores/probe.ts', '../api/client'],
    ['a feature imports a shared hook', 'src/features/games/probe.ts', '../../hooks/useGuardedNavigate'],
    ['the shell imports a shared hook', 'src/app/probe.ts', '../hooks/useGuardedNavigate'],
    ['a shared hook imports a store', 'src/hooks/probe.ts', '../stores/ui'],
    ['a shared hook imports ui', 'src/hooks/probe.ts', '../ui/usePress'],
    ['a shared hook imports the API client', 'src/hooks/probe.ts', '../api/client'],
    ['a shared hook imports lib', 'src/hooks/probe.ts', '../lib/guards'],
    ['ui reads the contract', 'src/ui/probe.tsx', '../api/contract/games'],
    ['lib reads the contract', 'src/lib/probe.ts', '../api/contract/config'],
    ['the worker reads lib and the contract', 'sw/probe.ts', '../src/lib/swr'],
    ['the worker reads the contract', 'sw/probe.ts', '../src/api/contract/endpoint'],
    ['the server reads the contract', 'server/probe.ts', '../src/api/contract/errors'],
  ])('allows: %s', async (_name, file, from) => {
    expect(await rulesFor(file, `import * as m from '${from}';\n${use('m')}`)).toEqual([]);
  });
});

describe('each outside library enters through one file', () => {
  it.each([
    ['ofetch', 'src/stores/probe.ts'],
    ['idb-keyval', 'src/stores/probe.ts'],
    ['dompurify', 'src/features/home/probe.ts'],
    ['workbox-precaching', 'src/app/probe.ts'],
    ['workbox-window', 'src/app/probe.ts'],
    ['dayjs', 'src/features/games/probe.ts'],
    ['@lingui/core', 'src/features/auth/probe.ts'],
    ['@electric-sql/pglite', 'server/db/probe.ts'],
    ['jose', 'src/api/probe.ts'],
    ['jose', 'server/routes/probe.ts'],
    ['swiper', 'src/ui/Carousel.tsx'],
    ['swiper/modules', 'src/features/home/probe.ts'],
    ['react-dom/server', 'server/http/probe.ts'],
    ['lru-cache', 'server/http/probe.ts'],
    ['prom-client', 'server/http/probe.ts'],
    ['web-vitals', 'src/app/probe.ts'],
  ])('refuses %s in %s', async (library, file) => {
    expect(await rulesFor(file, `import * as m from '${library}';\n${use('m')}`)).toContain(LIBRARY);
  });

  it.each([
    ['ofetch', 'src/api/client.ts'],
    ['idb-keyval', 'src/lib/db.ts'],
    ['dompurify', 'src/ui/SafeHtml.tsx'],
    ['workbox-precaching', 'sw/probe.ts'],
    ['workbox-window', 'src/app/registerWorker.ts'],
    ['dayjs', 'src/lib/format.ts'],
    ['@lingui/core', 'src/i18n/i18n.ts'],
    ['@electric-sql/pglite', 'server/db/client.ts'],
    ['jose', 'src/lib/jose.ts'],
    ['jose', 'server/crypto/jose.ts'],
    ['swiper', 'src/ui/swiper.ts'],
    ['swiper/modules', 'src/ui/swiper.ts'],
    ['react-dom/server', 'src/ssr/firstScreen.tsx'],
    ['lru-cache', 'server/cache/lruCache.ts'],
    ['prom-client', 'server/metrics/metrics.ts'],
    ['web-vitals', 'src/app/fieldVitals.ts'],
  ])('lets %s through its door %s', async (library, file) => {
    expect(await rulesFor(file, `import * as m from '${library}';\n${use('m')}`)).toEqual([]);
  });

  it.each([
    ['idb-keyval', 'src/api/client.ts'],
    ['ofetch', 'src/lib/db.ts'],
    ['dompurify', 'sw/probe.ts'],
    ['@electric-sql/pglite', 'server/crypto/jose.ts'],
    ['dayjs', 'src/lib/jose.ts'],
  ])('a door is exempt from its own library only: %s in %s is refused', async (library, file) => {
    expect(await rulesFor(file, `import * as m from '${library}';\n${use('m')}`)).toContain(LIBRARY);
  });

  it.each([
    ['dayjs', 'src/features/games/probe.ts'],
    ['dompurify', 'src/ui/Carousel.tsx'],
    ['workbox-precaching', 'src/app/registerWorker.ts'],
    ['@lingui/core', 'src/stores/probe.ts'],
    ['swiper', 'src/features/home/probe.ts'],
  ])('refuses a lazy import(%s) in %s as well', async (library, file) => {
    expect(await rulesFor(file, `export const load = () => import('${library}');`)).toContain(
      'no-restricted-syntax',
    );
  });

  it('lets a lazy import through its door, and the macros anywhere', async () => {
    expect(await rulesFor('src/lib/format.ts', "export const load = () => import('dayjs');")).toEqual([]);
    expect(
      await rulesFor('src/stores/probe.ts', "export const load = () => import('@lingui/core/macro');"),
    ).toEqual([]);
  });

  it('allows the lingui macros and type imports of the lingui runtime anywhere', async () => {
    const code = [
      "import { msg } from '@lingui/core/macro';",
      "import { Trans } from '@lingui/react/macro';",
      "import type { MessageDescriptor } from '@lingui/core';",
      'export const d: MessageDescriptor = msg`x`;',
      'export const T = Trans;',
    ].join('\n');
    expect(await rulesFor('src/features/auth/probe.ts', code)).toEqual([]);
  });

  it('does not mistake a local file named like a library (./jose) for the library', async () => {
    expect(await rulesFor('src/lib/crypto.ts', `import * as m from './jose';\n${use('m')}`)).toEqual([]);
  });
});

describe('one way to start a session', () => {
  it('refuses setSession outside startSession.ts and tests', async () => {
    const code = `import { setSession } from '../../stores/session';\n${use('setSession')}`;
    expect(await rulesFor('src/features/auth/probe.ts', code)).toContain(LIBRARY);
    expect(
      await rulesFor('src/stores/probe.ts', `import { setSession } from './session';\n${use('setSession')}`),
    ).toContain(LIBRARY);
  });

  it('lets startSession.ts and tests store the record, and anyone read the session', async () => {
    const set = `import { setSession } from './session';\n${use('setSession')}`;
    expect(await rulesFor('src/stores/startSession.ts', set)).toEqual([]);
    expect(await rulesFor('src/stores/probe.test.ts', set)).toEqual([]);
    const read = `import { isLoggedIn } from '../../stores/session';\n${use('isLoggedIn')}`;
    expect(await rulesFor('src/features/auth/probe.ts', read)).toEqual([]);
  });
});

describe('raw HTML only through the sanitising component', () => {
  const SYNTAX = 'no-restricted-syntax';
  it.each([
    [
      'dangerouslySetInnerHTML in a feature',
      'src/features/home/probe.tsx',
      'export const X = (h: string) => <div dangerouslySetInnerHTML={{ __html: h }} />;',
    ],
    [
      'dangerouslySetInnerHTML through createElement props',
      'src/app/probe.ts',
      'export const p = { dangerouslySetInnerHTML: { __html: "x" } };',
    ],
    [
      'innerHTML assignment in ui',
      'src/ui/probe.ts',
      'export const f = (el: HTMLElement, h: string) => { el.innerHTML = h; };',
    ],
    [
      'outerHTML assignment in lib',
      'src/lib/probe.ts',
      'export const f = (el: HTMLElement, h: string) => { el.outerHTML = h; };',
    ],
    [
      'insertAdjacentHTML in a store',
      'src/stores/probe.ts',
      'export const f = (el: HTMLElement, h: string) => el.insertAdjacentHTML("beforeend", h);',
    ],
    ['document.write in the worker', 'sw/probe.ts', 'export const f = (h: string) => document.write(h);'],
  ])('refuses %s', async (_name, file, code) => {
    expect(await rulesFor(file, code)).toContain(SYNTAX);
  });

  it('lets SafeHtml.tsx set inner HTML, and tests build fixtures', async () => {
    const code = 'export const X = (h: string) => <div dangerouslySetInnerHTML={{ __html: h }} />;';
    expect(await rulesFor('src/ui/SafeHtml.tsx', code)).not.toContain(SYNTAX);
    expect(await rulesFor('src/ui/probe.test.tsx', code)).not.toContain(SYNTAX);
  });
});

describe('import cycles', () => {
  const dir = `src/lib/lint-probe-${process.pid}`;
  beforeAll(() => {
    mkdirSync(`${root}/${dir}`, { recursive: true });
    writeFileSync(`${root}/${dir}/a.ts`, "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(`${root}/${dir}/b.ts`, "import { a } from './a';\nexport const b = () => a;\n");
  });
  afterAll(() => rmSync(`${root}/${dir}`, { recursive: true, force: true }));

  it('refuses a value cycle between .ts files', async () => {
    const code = "import { b } from './b';\nexport const a = () => b;";
    expect(await rulesFor(`${dir}/a.ts`, code)).toContain('import-x/no-cycle');
  });
});
