import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The PWA: built into dist/client and served by the API server on the same origin.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  // The import worker (src/features/import/parseWorker.ts) is an ES module worker, as it is in dev.
  worker: { format: 'es' },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
