import { describe, expect, it } from 'vitest';
import { BUDGET } from './budgets';
import { readdirSync, readFileSync } from 'node:fs';
import { firstPaintSize, lazyImportTargets, precacheSize, routeInitialSize, shellSize } from './firstPaint';

describe('the size budget', () => {
  it('keeps the JS loaded before first paint within 90 KiB gzip', () => {
    const size = firstPaintSize();
    expect(size.jsGzip).toBeGreaterThan(0);
    expect(size.jsGzip).toBeLessThanOrEqual(BUDGET.firstPaintJs);
    // A page without the drawing paints index.html's splash before any script: the splash is in the HTML and the only
    // script is a module (deferred), at the end of the body.
    const html = readFileSync('dist/app/index.html', 'utf8');
    expect(html).toMatch(/<div id="root">\s*<div class="boot">\s*<svg/);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain('type="module"');
  });

  it('keeps the shell, which renders the first screen, within its budget', () => {
    const size = shellSize();
    expect(size.jsGzip).toBeGreaterThan(firstPaintSize().jsGzip);
    expect(size.jsGzip).toBeLessThanOrEqual(BUDGET.shellJs);
  });

  it.each(Object.entries(BUDGET.routeInitial))(
    'keeps the initial JS and CSS of %s within budget',
    (route, max) => {
      const size = routeInitialSize(route);
      expect(size.jsGzip + size.cssGzip).toBeLessThanOrEqual(max);
    },
  );

  it.each(Object.entries(BUDGET.routeScripts))('loads %s with at most %i scripts', (route, max) => {
    expect(routeInitialSize(route).scripts).toBeLessThanOrEqual(max);
  });

  it("imports each lazy module from a chunk of its own, whose exports are that module's", () => {
    // A failed lazy import is asked for again by its chunk's address (src/lib/importAgain.ts), which answers that
    // chunk's exports. A chunk shared by several modules (a group of vite.config.ts, or one Vite makes) exports them
    // under the bundler's short names: a module there would come back without its own. Only the shell's modules,
    // which are loaded before anything can ask for them lazily, may be imported lazily too.
    const targets = lazyImportTargets();
    expect(targets.size).toBeGreaterThan(40);
    expect([...targets].filter((k) => k.startsWith('_'))).toEqual([]);
  });

  it('keeps the whole precache within budget', () => {
    const size = precacheSize();
    expect(size.files).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThanOrEqual(BUDGET.precache);
  });

  it('compiles the bodies of CommonJS modules with their script, not at their first call (vite.config.ts)', () => {
    // A CommonJS module's bundled body, minified: `e(((e,t)=>{…}))` is compiled on the main thread when first called;
    // `e((function(e,t){…}))` is compiled as its script streams in.
    const assets = readdirSync('dist/app/assets').filter((f) => f.endsWith('.js'));
    const arrows = assets.filter((f) =>
      /[\w$]\(\(\((?:[\w$]+,)*[\w$]+\)=>\{/.test(readFileSync(`dist/app/assets/${f}`, 'utf8')),
    );
    expect(arrows).toEqual([]);
    const react = shellSize().files.find(
      (f) =>
        f.file.endsWith('.js') && readFileSync(`dist/app/${f.file}`, 'utf8').includes('react.dev/errors/'),
    );
    expect(react && readFileSync(`dist/app/${react.file}`, 'utf8')).toMatch(/[\w$]\(\(function\([\w$,]*\)\{/);
  });

  it("has every function of the app's chunks compiled as they stream in (vite.config.ts's compile hint)", () => {
    // V8 reads the hint on a script's first line only; the start loader goes without it.
    const hint = '//# allFunctionsCalledOnLoad\n';
    const assets = new Map(
      readdirSync('dist/app/assets')
        .filter((f) => f.endsWith('.js'))
        .map((f) => [f, readFileSync(`dist/app/assets/${f}`, 'utf8')]),
    );
    const start = [...assets.keys()].filter((f) => f.startsWith('start-'));
    expect(start).toHaveLength(1);
    const unhinted = [...assets].filter(([, code]) => !code.startsWith(hint)).map(([f]) => f);
    expect(unhinted).toEqual(start);
    // Among them the chunks with lazy imports, above whose hint Vite writes a line of its own.
    expect([...assets.values()].filter((code) => code.includes('__vite__mapDeps'))).not.toEqual([]);
  });

  it("ships React's own runtime, and no Preact anywhere in the dependencies", () => {
    // react-dom's production build names its errors by their page on react.dev; Preact's compatibility layer does not.
    const shell = shellSize().files.filter((f) => f.file.endsWith('.js'));
    expect(shell.some((f) => readFileSync(`dist/app/${f.file}`, 'utf8').includes('react.dev/errors/'))).toBe(
      true,
    );
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['react', 'react-dom', 'swiper']));
    const lock = readFileSync('package-lock.json', 'utf8');
    expect(lock).not.toMatch(/"node_modules\/preact/);
  });
});
