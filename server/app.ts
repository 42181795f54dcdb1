import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config';
import type { Database } from './db/database';
import { AppError, errorHandler, notFound } from './http/errors';
import { healthRoutes } from './http/health.routes';
import { staticRoutes } from './http/static';
import type { Logger } from './logger';

export interface AppDeps {
  config: Pick<Config, 'maxBodyBytes' | 'clientDir'>;
  database: Database;
  logger: Logger;
  /** Tests run the API without a built client. */
  serveClient?: boolean;
}

export function createApp({ config, database, logger, serveClient = true }: AppDeps) {
  const api = new Hono();
  api.use(
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: () => {
        throw new AppError(413, 'payload_too_large', `Request body is larger than ${config.maxBodyBytes} bytes`);
      },
    }),
  );
  api.route('/', healthRoutes(database));
  api.notFound(notFound);

  const app = new Hono();
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
      },
    }),
  );
  app.route('/api', api);
  if (serveClient) app.route('/', staticRoutes(config.clientDir));
  app.notFound(notFound);
  app.onError(errorHandler(logger));
  return app;
}
