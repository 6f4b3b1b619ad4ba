import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';

// One build serves every merchant: nothing merchant-specific is baked in here (DECISIONS.md "Merchant").
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    // plugin-react 6 has no babel option; the lingui macro runs through rolldown's babel plugin (TOOLCHAIN.md).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
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
    rolldownOptions: {
      // The app's entry (index.html), and the loader a page with the server's drawing of its first screen starts
      // with instead (src/start.ts): on its own, importing nothing.
      input: { index: 'index.html', start: 'src/start.ts' },
      output: {
        // What the first paint loads goes in three chunks: React and react-dom, the other libraries with the answers'
        // contracts, and the rest: one request and one gzip stream each rather than small shared chunks each compressed
        // on its own. On a page with the server's drawing, the start loader has the first two evaluated a task apiece
        // before the entry's (src/start.ts, named by server/http/bootShell.ts): the entry's modules evaluated in one
        // task were the start's longest on a slow phone. Lazy chunks import from all three once they are loaded. The
        // start loader stays out: it must stay its own few bytes.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              tags: ['$initial'],
              test: (id: string) => /\/node_modules\/(react|react-dom|scheduler)\//.test(id),
            },
            {
              name: 'libs',
              tags: ['$initial'],
              test: (id: string) => id.includes('/node_modules/') || id.includes('/src/api/contract/'),
            },
            { name: 'shell', tags: ['$initial'], test: (id: string) => !id.endsWith('/src/start.ts') },
          ],
        },
      },
    },
  },
});
