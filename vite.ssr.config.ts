import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { preactAliases } from './vite.config';

/**
 * The server's drawing of a first visit's first screen (docs/performance.md "The first screen, drawn by the server"):
 * the app's own components, bundled for Node with everything they import (so `react` is Preact's layer there too),
 * loaded by the reference server from dist/ssr/.
 */
export default defineConfig({
  base: '/m/',
  resolve: { alias: preactAliases },
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/ssr/firstScreen.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
