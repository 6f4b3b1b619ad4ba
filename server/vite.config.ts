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
    rollupOptions: {
      output: {
        entryFileNames: 'index.js',
        // A chunk of its own, so that it runs before the packages the bundle imports (server/http/tickShape.ts).
        manualChunks: (id) => (id.endsWith('/server/http/tickShape.ts') ? 'tickShape' : undefined),
      },
    },
  },
  ssr: { target: 'node' },
});
