import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built PWA. Hashed assets are cached for good; the HTML shell and the service worker are
 * revalidated on every load so an update is seen. Any other path gets the shell: the client router
 * decides what it means (and sends unknown paths to /).
 */
export function staticRoutes(clientDir: string) {
  const app = new Hono();
  app.use(
    '*',
    serveStatic({
      root: clientDir,
      onFound: (path, c) => {
        const immutable = path.includes(`${join(clientDir, 'assets')}`);
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  let shell: string | undefined;
  app.get('*', (c) => {
    shell ??= readFileSync(join(clientDir, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(shell);
  });
  return app;
}
