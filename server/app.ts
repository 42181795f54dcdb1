import { Hono, type Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { accountsService } from './accounts/accounts.service';
import { authRoutes } from './accounts/auth.routes';
import { backupRoutes } from './backup/backup.routes';
import { emailChangeService } from './accounts/emailChange.service';
import { googleRoutes } from './accounts/google.routes';
import { googleService } from './accounts/google.service';
import { deviceCookies } from './accounts/deviceCookie';
import { newDeviceNotice } from './accounts/newDeviceNotice';
import { passkeyProofRoutes } from './accounts/passkeyProof.routes';
import { passkeysRoutes } from './accounts/passkeys.routes';
import { passkeysService } from './accounts/passkeys.service';
import { profileRoutes } from './accounts/profile.routes';
import { loginDevices } from './accounts/loginDevices';
import { loginDevicesRoutes } from './accounts/loginDevices.routes';
import { reauthRoutes } from './accounts/reauth.routes';
import { clientAddress } from './http/clientAddress';
import { recentProof } from './accounts/recentProof';
import { twoFactorRoutes } from './accounts/twoFactor.routes';
import { twoFactorService } from './accounts/twoFactor.service';
import { sessions as createSessions } from './accounts/sessions';
import type { SignInSlowdown } from './accounts/signInLimits';
import type { Config } from './config';
import { moneyRoutes } from './money/money.routes';
import { accountsRoutes } from './money/accounts.routes';
import { ratesService, type RatesService } from './rates/rates.service';
import { recordsService } from './records/records.service';
import { settingsRoutes } from './settings/settings.routes';
import { ratesRoutes } from './sync/rates.routes';
import { syncRoutes } from './sync/sync.routes';
import { syncService } from './sync/sync.service';
import type { Database } from './db/database';
import { corsForOrigins } from './http/cors';
import { errorHandler, notFound } from './http/errors';
import { healthRoutes } from './http/health.routes';
import { changeAnnouncer } from './live/changeAnnouncer';
import { liveRoutes } from './live/live.routes';
import type { StreamLimits } from './live/streamLimits';
import { noStore } from './http/noStore';
import { staticRoutes } from './http/static';
import { strictTransportSecurity } from './http/strictTransportSecurity';
import { inArrivalOrder } from './http/arrivalOrder';
import { accountBodyBytes, limitBody } from './http/bodyLimits';
import { finishUnreadBody } from './http/unreadBody';
import { defaultRateRules, rateLimits, type RateRules } from './http/rateLimits';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

export interface AppDeps {
  config: Pick<
    Config,
    | 'maxBodyBytes'
    | 'clientDir'
    | 'publicUrl'
    | 'jwtSecret'
    | 'trustProxy'
    | 'trustProxyHops'
    | 'corsOrigins'
    | 'google'
    | 'ratesUrls'
  >;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** Time is passed in so tests can move it (token expiry, scheduled transactions). */
  clock?: () => Date;
  rateRules?: RateRules;
  /** How sign-in slows down for an account being guessed; tests shorten the waits. */
  signInSlowdown?: SignInSlowdown;
  /** The exchange-rate service; made from the config when not given (main passes its own to start the refresh). */
  rates?: RatesService;
  /** How often a quiet live stream checks its login (live.routes.ts); tests shorten it. */
  liveHeartbeatMs?: number;
  /** How many live streams a login, a person and the instance may hold (live/streamLimits.ts). */
  liveStreamLimits?: StreamLimits;
  /** True once the instance is shutting down: /api/health then answers 503. */
  draining?: () => boolean;
  /** Tests run the API without a built client. */
  serveClient?: boolean;
}

/** Every route that answers a sign-in with tokens: each is described in the devices list (issue 49, item 8). */
const signInPaths = [
  '/auth/login/',
  '/auth/google/authenticate/',
  '/auth/two-factor/sign-in/',
  '/auth/two-factor/passkey/',
  '/auth/passkey/login/',
];

export function createApp(deps: AppDeps) {
  const { config, database, logger, mailer, clock = () => new Date(), serveClient = true } = deps;
  const { live } = database;
  // Ended logins close their live streams on every instance; a failure to say so must not fail a sign-out.
  const sessions = createSessions(database.db, config.jwtSecret, (userId) =>
    live.publish({ type: 'logins-ended', userId }).catch((error: unknown) => {
      logger.warn('Could not tell the live streams that logins ended', error);
    }),
  );
  const limits = rateLimits(deps.rateRules ?? defaultRateRules, database.attempts);
  const proof = recentProof(database.db, clock);
  const twoFactor = twoFactorService({ db: database.db, sessions, limits, jwtSecret: config.jwtSecret, clock });
  const accounts = accountsService({
    db: database.db,
    sessions,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    clock,
    secondFactor: (userId) => twoFactor.requireSecondFactor(userId),
  });
  const google = googleService({ ...config, accounts, logger, clock });
  const records = recordsService({ db: database.db, clock, announce: changeAnnouncer(database.db, live, logger) });
  const sync = syncService({ db: database.db, records, clock });
  const rates =
    deps.rates ?? ratesService({ db: database.db, kind: database.kind, logger, clock, urls: config.ratesUrls });

  const knownDevices = deviceCookies(config.jwtSecret, config.trustProxy);
  const api = new Hono();
  // Mounted before the general body limit: a backup file applies its own, larger one (backup.routes.ts).
  api.route(
    '/',
    backupRoutes({ db: database.db, records, sessions, limits, clock, maxBodyBytes: config.maxBodyBytes, proof }),
  );
  api.use(limitBody(config.maxBodyBytes));
  // Sign-in and profile calls take a few hundred bytes, most of them before authentication.
  const accountBody = limitBody(accountBodyBytes);
  api.use('/auth/*', accountBody);
  api.use('/profile/*', accountBody);
  // Each login is described for the person's devices list once it signed in or refreshed (issue 49, item 8).
  const devices = loginDevices(database.db, sessions, clock);
  const deviceAddress = (c: Context) => clientAddress(c, config.trustProxy, config.trustProxyHops);
  const afterSignIn = newDeviceNotice({
    db: database.db,
    cookies: knownDevices,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    clock,
  });
  for (const path of signInPaths) api.use(path, devices.signedIn(deviceAddress, afterSignIn));
  api.use('/auth/token/refresh/', devices.refreshed());
  api.route(
    '/',
    healthRoutes(database, { google_sign_in: config.google !== undefined }, () => deps.draining?.() ?? false),
  );
  api.route(
    '/',
    authRoutes({
      accounts,
      sessions,
      limits,
      clock,
      trustProxy: config.trustProxy,
      trustProxyHops: config.trustProxyHops,
      signInSlowdown: deps.signInSlowdown,
      deviceCookies: knownDevices,
    }),
  );
  const emailChange = emailChangeService({
    db: database.db,
    sessions,
    limits,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    clock,
  });
  const passkeys = passkeysService({ db: database.db, sessions, publicUrl: config.publicUrl, clock });
  api.route(
    '/',
    passkeysRoutes({
      passkeys,
      sessions,
      limits,
      clock,
      trustProxy: config.trustProxy,
      trustProxyHops: config.trustProxyHops,
      proof,
    }),
  );
  api.route('/', profileRoutes({ accounts, emailChange, sessions, limits, clock, proof }));
  api.route('/', googleRoutes(google, config.trustProxy));
  api.route('/', twoFactorRoutes({ twoFactor, sessions, db: database.db, clock }));
  api.route('/', loginDevicesRoutes(devices, sessions, clock));
  api.route('/', reauthRoutes({ db: database.db, sessions, limits, twoFactor, proof, clock }));
  const addressOf = (c: Context) => clientAddress(c, config.trustProxy, config.trustProxyHops);
  api.route('/', passkeyProofRoutes({ passkeys, twoFactor, sessions, proof, limits, clock, addressOf }));
  api.route('/', settingsRoutes(records, sessions, clock));
  // Before the other sync routes, whose own authentication would otherwise run for the stream twice.
  api.route(
    '/',
    liveRoutes({
      db: database.db,
      live,
      sessions,
      clock,
      heartbeatMs: deps.liveHeartbeatMs,
      limits: deps.liveStreamLimits,
    }),
  );
  api.route('/', syncRoutes(sync, sessions, clock, rates, logger));
  api.route('/', ratesRoutes(rates, sessions, clock));
  api.route('/finance-management', moneyRoutes({ database, records, rates, sessions, clock, logger }));
  api.route('/', accountsRoutes(database, sessions, clock));
  api.notFound(notFound);

  const app = new Hono();
  // First of all: under load, requests start in the order they arrived (arrivalOrder.ts, issue 15).
  app.use(inArrivalOrder());
  // Outermost after that, so it sees every answer, errors included, after the rest has run (issue 13, item 13).
  app.use(finishUnreadBody(config.maxBodyBytes));
  // While shutting down, a kept-alive connection is closed after its answer instead of kept (on the
  // answer's own headers, for the reason http/noStore.ts gives).
  const draining = deps.draining ?? (() => false);
  app.use(async (c, next) => {
    await next();
    if (draining()) c.res.headers.set('Connection', 'close');
  });
  app.use(strictTransportSecurity(config.trustProxy));
  app.use(
    secureHeaders({
      // Sent above, and only over HTTPS.
      strictTransportSecurity: false,
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chart tooltips are HTML with style attributes; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        // default-src does not cover form targets: without this, injected markup could post a form
        // (a password field, say) to another site.
        formAction: ["'self'"],
      },
    }),
  );
  const crossOrigin = corsForOrigins(config.corsOrigins);
  if (crossOrigin) app.use('/api/*', crossOrigin);
  app.use('/api/*', noStore);
  app.route('/api', api);
  // An unknown /api/ path is a 404 in JSON, never the app's HTML page.
  app.all('/api/*', notFound);
  if (serveClient) app.route('/', staticRoutes(config.clientDir));
  app.notFound(notFound);
  app.onError(errorHandler(logger));
  return app;
}
