import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// The service worker: built after the app, into the same dist/client, as one classic script /sw.js.
const clientDir = 'dist/client';
const workerFile = 'sw.js';
const manifestModule = 'virtual:precache-manifest';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Every file of the app build (index.html, the hashed assets of every route, public/ files), each
 * with the MD5 of its content as revision, so a changed file is fetched again and an unchanged one
 * is not. Source maps, Vite's own metadata and the worker itself are left out.
 */
export function precacheEntries(dir = clientDir): { url: string; revision: string }[] {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build the app (vite build) before the service worker.`);
  }
  return filesUnder(dir)
    .map((path) => relative(dir, path).split(sep).join('/'))
    .filter((url) => url !== workerFile && !url.startsWith('.vite/') && !url.endsWith('.map'))
    .sort()
    .map((url) => ({
      url: `/${url}`,
      revision: createHash('md5')
        .update(readFileSync(join(dir, url)))
        .digest('hex'),
    }));
}

function precacheManifest(): Plugin {
  const resolvedId = `\0${manifestModule}`;
  return {
    name: 'money-kitchen-precache-manifest',
    resolveId: (id) => (id === manifestModule ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? `export default ${JSON.stringify(precacheEntries())};` : undefined),
  };
}

export default defineConfig({
  plugins: [precacheManifest()],
  // Workbox reads process.env.NODE_ENV to drop its development logging; nothing defines it in a worker.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: 'sw/sw.ts',
      output: { format: 'iife', entryFileNames: workerFile },
    },
  },
});
