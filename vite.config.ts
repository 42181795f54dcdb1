import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The PWA: built into dist/client and served by the API server on the same origin.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
