import { defineConfig } from 'vite';

// The API server: bundled for Node with its npm dependencies left external (SSR build).
export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
