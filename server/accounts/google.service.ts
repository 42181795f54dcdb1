import * as oidc from 'openid-client';
import type { Config } from '../config';
import { AppError, badRequest } from '../errors';
import type { Logger } from '../logger';
import type { AccountsService } from './accounts.service';
import { googleStateCodec } from './googleState';

export const googleTexts = {
  notConfigured: 'Sign in with Google is not set up on this server.',
  failed: 'Google authentication failed',
  expired: 'The sign-in request expired. Please try again.',
  noVerifiedEmail: 'Your Google account has no verified email address.',
};

export interface GoogleDeps {
  google: Config['google'];
  publicUrl: string;
  jwtSecret: string;
  accounts: AccountsService;
  logger: Logger;
  clock: () => Date;
}

/** Sign in with Google: the OpenID Connect authorization-code flow with PKCE, state and nonce. */
export function googleService({ google, publicUrl, jwtSecret, accounts, logger, clock }: GoogleDeps) {
  const redirectUri = `${publicUrl}/auth/google/callback`;
  const states = googleStateCodec(jwtSecret);
  let discovered: Promise<oidc.Configuration> | undefined;

  /** Discovery is fetched once and kept; a failed attempt is forgotten so the next call tries again. */
  function configuration(): Promise<oidc.Configuration> {
    if (!google) throw new AppError(404, 'google_not_configured', googleTexts.notConfigured);
    discovered ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        // Plain http only for an issuer on this machine (tests, local development).
        execute: google.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    /** Where to send the browser, and the state the answer must come back with. */
    async authorizationUrl(): Promise<{ url: string; state: string }> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const state = await states.seal({ codeVerifier, nonce }, clock());
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state };
    },

    async authenticate(code: string, state: string) {
      const config = await configuration();
      const flow = await states.open(state, clock());
      if (!flow) throw badRequest('google_state', googleTexts.expired);
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        logger.warn('Google code exchange refused', error instanceof Error ? error.message : error);
        throw badRequest('google_failed', googleTexts.failed);
      }
      if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true) {
        throw badRequest('google_no_email', googleTexts.noVerifiedEmail);
      }
      const { userId, isNew } = await accounts.findOrCreateVerified({
        email: claims.email,
        firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
        lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
      });
      return { ...(await accounts.signInVerified(userId)), is_new_user: isNew };
    },
  };
}

export type GoogleService = ReturnType<typeof googleService>;
