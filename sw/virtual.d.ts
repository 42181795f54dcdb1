/** The precache list, made at build time from dist/client by vite.sw.config.ts. */
declare module 'virtual:precache-manifest' {
  import type { PrecacheEntry } from 'workbox-precaching';

  const entries: PrecacheEntry[];
  export default entries;
}
