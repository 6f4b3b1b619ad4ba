import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

/**
 * The server's drawing of a first visit's first screen (docs/performance.md "The first screen, drawn by the server"):
 * the app's own components rendered by `react-dom/server`, bundled for Node with everything they import, loaded by
 * the reference server from dist/ssr/.
 */
export default defineConfig({
  base: '/m/',
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  // React's production builds only: the server's NODE_ENV must not pick React's development build for the drawing.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
