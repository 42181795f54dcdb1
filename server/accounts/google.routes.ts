import { Hono } from 'hono';
import { googleAuthenticateSchema } from '../../src/domain/accounts';
import { validBody } from '../http/validate';
import type { GoogleService } from './google.service';

export function googleRoutes(google: GoogleService) {
  return new Hono()
    .get('/auth/google/url/', async (c) => c.json({ auth_url: await google.authorizationUrl() }))
    .post('/auth/google/authenticate/', validBody(googleAuthenticateSchema), async (c) => {
      const { code, state } = c.req.valid('json');
      return c.json(await google.authenticate(code, state));
    });
}
