import { createServer, type Server } from 'node:http';
import { listenOnLoopback } from './loopback';

/**
 * An HTTP-level test double of Google's OAuth token endpoint. The authorization code names the Google account
 * that "signed in" (`code = <email>`); the answer carries an ID token for it, as Google's does.
 */
export async function startGoogleOAuthFake(clientId: string) {
  const exchanges: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      exchanges.push(form);
      const email = form.get('code') ?? '';
      if (req.url !== '/token' || form.get('grant_type') !== 'authorization_code' || !email.includes('@')) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: `google-${email}`,
        email,
        email_verified: true,
        name: 'Google Person',
        iat: now,
        exp: now + 3600,
      };
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const idToken = `${encode({ alg: 'RS256', kid: 'fake' })}.${encode(claims)}.c2lnbmF0dXJl`;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          access_token: `at-${email}`,
          id_token: idToken,
          expires_in: 3600,
          token_type: 'Bearer',
          scope: 'openid email profile',
        }),
      );
    });
  });
  const { origin, close } = await listenOnLoopback(server);

  /** Wraps fetch so requests to Google's token host reach this server; everything else is untouched. */
  function routeFetch(realFetch: typeof fetch): typeof fetch {
    return (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.host !== 'oauth2.googleapis.com') return realFetch(input, init);
      return realFetch(`${origin}${url.pathname}`, input instanceof Request ? input : init);
    };
  }

  return {
    exchanges,
    routeFetch,
    close,
  };
}
