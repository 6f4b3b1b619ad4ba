import { defineConfig } from 'vite';

// Bundles the server (and the contract it shares with the app) into one ESM file for `npm start`.
// Packages stay external and load from node_modules.
export default defineConfig({
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'index.js' } },
  },
  ssr: { target: 'node' },
});
