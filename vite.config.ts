import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/**
 * A CommonJS module (React, react-dom, dayjs) is bundled as a function that runs when it is first
 * asked for. V8 compiles a function only when it is first called, on the main thread, unless it is written as
 * `(function (…) {…})`, which it compiles with the script, off the main thread as the script streams in. Rolldown
 * writes the wrapper as an arrow function: react-dom's then compiled at its first call, about 60% of its module's
 * run, 60–90 ms at 4x CPU of one task on a first visit (docs/performance.md). The wrapper is written as a function
 * expression instead. Its `this` and `arguments` are never read: rolldown passes a module's `this` as a parameter, and
 * a module's top level has no `arguments`.
 */
function eagerCommonJsBodies(): Plugin {
  return {
    name: 'eager-commonjs-bodies',
    renderChunk: (code) =>
      code.includes('__commonJSMin(((')
        ? code.replace(/__commonJSMin\(\(\(([\w$, ]*)\) => \{/g, '__commonJSMin((function ($1) {')
        : null,
  };
}

/**
 * V8's explicit compile hint (Chromium 136 and later): a script whose first line is this comment has every function
 * compiled as it streams in, on a background thread, rather than each on the main thread at its first call. Every
 * chunk here is code a screen runs as it loads: React's render, the schemas, the screen's parts. It takes most of the
 * compiling off a first visit's main thread, and with it a part of its total (docs/performance.md "Every function
 * compiles as its chunk streams in"). Other engines read a comment. The start loader goes without: it must stay its
 * own few bytes, and it has run before anything streams.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint counts only on a script's first line (a second line is read as a comment: every function then compiles at
 * its first call again). Rolldown writes it there (`postBanner`, in the chunk's hash), and Vite then puts the list of a
 * chunk's lazy imports' files above it: this puts it back on top. Both lines map to no source, so a source map's lines
 * swap as they are.
 */
function compileHintFirst(): Plugin {
  const second = `\n${COMPILE_HINT}\n`;
  return {
    name: 'compile-hint-first',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          const at = chunk.code.indexOf(second);
          if (at < 0 || chunk.code.lastIndexOf('\n', at - 1) >= 0) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code.slice(0, at)}\n${chunk.code.slice(at + second.length)}`;
          // Vite has written the source map's file by now (`--sourcemap`): its lines swap too.
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            const [first = '', hint = '', ...rest] = map.mappings.split(';');
            if (first !== '' || hint !== '') this.error(`${chunk.fileName}: its first lines map to a source`);
            map.mappings = [hint, first, ...rest].join(';');
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

/**
 * The modules some code imports dynamically. Each stays the entry of a chunk of its own, with its own export names:
 * a load that failed is asked for again by the failed chunk's address (src/lib/importAgain.ts), and a chunk that a
 * group below made of several modules exports them under short names of the bundler's own.
 */
const importedLater = new Set<string>();
function noteDynamicImports(): Plugin {
  return {
    name: 'note-dynamic-imports',
    moduleParsed: (info) => info.dynamicallyImportedIds.forEach((id) => importedLater.add(id)),
  };
}
/** A group's test that leaves out the modules imported dynamically (`importedLater`). */
const grouped =
  (test: (id: string) => boolean) =>
  (id: string): boolean =>
    !importedLater.has(id) && test(id);

// One build serves every merchant: nothing merchant-specific is baked in here (DECISIONS.md "Merchant").
export default defineConfig({
  base: '/m/',
  resolve: {
    // wouter's hook comes from React itself, not from the shim's fallback for React 17 (src/lib/syncExternalStore.ts).
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    // plugin-react 6 has no babel option; the lingui macro runs through rolldown's babel plugin (TOOLCHAIN.md).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    eagerCommonJsBodies(),
    noteDynamicImports(),
    compileHintFirst(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      scope: '/m/',
      base: '/m/',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is served per merchant by the server (DECISIONS.md), not generated here.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html}'],
      },
    }),
  ],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    // The manifest lets tests and bench/ find exactly what loads before first paint.
    manifest: true,
    // Every engine the app supports follows `<link rel="modulepreload">` (Chromium 66, Firefox 115, Safari 17); where
    // one does not, a lazy screen's modules load as it imports them. Vite's polyfill for it sat in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's entry (index.html), and the loader a page with the server's drawing of its first screen starts
      // with instead (src/start.ts): on its own, importing nothing.
      input: { index: 'index.html', start: 'src/start.ts' },
      output: {
        // After minification, which would take the comment out; before the chunks' hashes and source maps.
        postBanner: (chunk) => (chunk.name === 'start' ? '' : COMPILE_HINT),
        // What the first paint loads goes in three chunks: React and react-dom, the other libraries with the answers'
        // contracts, and the rest: one request and one gzip stream each rather than small shared chunks each compressed
        // on its own. On a page with the server's drawing, the start loader has the first two evaluated a task apiece
        // before the entry's (src/start.ts, named by server/http/bootShell.ts): the entry's modules evaluated in one
        // task were the start's longest on a slow phone. React's modules are CommonJS, which its chunk only defines; a
        // chunk of a few bytes (src/lib/reactStart.ts) runs them, in a task of its own after the chunk's. Lazy chunks
        // import from all three once they are loaded. The start loader stays out: it must stay its own few bytes.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              tags: ['$initial'],
              test: (id: string) => /\/node_modules\/(react|react-dom|scheduler)\//.test(id),
            },
            {
              name: 'react-start',
              tags: ['$initial'],
              test: (id: string) => id.endsWith('/src/lib/reactStart.ts'),
            },
            {
              name: 'libs',
              tags: ['$initial'],
              test: (id: string) => id.includes('/node_modules/') || id.includes('/src/api/contract/'),
            },
            { name: 'shell', tags: ['$initial'], test: (id: string) => !id.endsWith('/src/start.ts') },
            // A screen's own chunk imports the shared modules it needs in three chunks rather than one small chunk per
            // module: home asked for 13 of them, login and the game list 12 each, every one a request and about seven
            // main-thread tasks to receive, compile and link it (issue 66: about 15% of the first visit's tasks). The
            // game screens' parts (tiles, carousels, the games' names), the parts every screen shares, and the sign-in
            // screens' parts. The sanitiser and swiper stay apart: they load on use. A module imported dynamically
            // stays in a chunk of its own (`grouped`).
            {
              name: 'game-parts',
              minShareCount: 2,
              test: grouped((id) =>
                /\/src\/(ui\/(Carousel|carousel|GameTile|game-tile|LazyImage|usePress|loadSwiper)|i18n\/games|lib\/(categories|launch)|hooks\/useGameLaunch|api\/contract\/recent)\b/.test(
                  id,
                ),
              ),
            },
            {
              name: 'parts',
              minShareCount: 2,
              test: grouped(
                (id) =>
                  /\/src\/(ui|lib|stores|hooks|i18n)\//.test(id) &&
                  !/SafeHtml|swiper|\/i18n\/error/i.test(id),
              ),
            },
            {
              name: 'auth-parts',
              minShareCount: 2,
              // Not the error catalogue they import: the game screens import it too, and would load the sign-in parts.
              includeDependenciesRecursively: false,
              test: grouped((id) => id.includes('/src/features/auth/')),
            },
          ],
        },
      },
    },
  },
});
