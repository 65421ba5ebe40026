// Everything the browser tests talk to, started once per run by playwright.config.ts's
// webServer: a mail catcher (SMTP) and an OpenID provider playing Google on loopback, then
// the real app server pointed at both, plus a small control endpoint through which tests
// read the caught mails and add accounts at the provider.
//
// Run by hand (`node --import tsx e2e/support/stack.ts`) it prints its addresses and keeps
// running until Ctrl+C; `E2E_BASE_URL=… E2E_CONTROL_URL=… E2E_ISSUER_URL=… npx playwright
// test` does not start it (see playwright.config.ts).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestIssuer, type TestAccountClaims } from '../../server/test/support/oidc-issuer';
import { freePort, startAppServer } from './app-server';
import { startMailCatcher } from './mail-catcher';
import { CONTROL } from './stack-env';

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function main(): Promise<void> {
  const mail = await startMailCatcher();
  const appPort = await freePort();
  const issuer = await startTestIssuer({
    redirectUris: [`http://127.0.0.1:${appPort}/api/auth/google/callback`],
  });
  const app = await startAppServer({
    port: appPort,
    env: {
      // MAIL_FROM stays at its default: tests check the no-reply address the server sends from.
      SMTP_URL: mail.url,
      GOOGLE_CLIENT_ID: issuer.clientId,
      GOOGLE_CLIENT_SECRET: issuer.clientSecret,
      GOOGLE_ISSUER: issuer.issuer,
      // Every test's customer signs in from 127.0.0.1, and several tests type a wrong password
      // on purpose: the default (10 per address per 15 min) would refuse later tests. The limit
      // itself is proven by the server suite (server/test/auth.test.ts).
      LOGIN_FAILURES_MAX: '1000',
    },
  });

  const control = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === CONTROL.mails) {
      const to = url.searchParams.get('to') ?? '';
      // Held open until the mails arrive; the caller's timeout decides how long is too long.
      void mail.received(to, Number(url.searchParams.get('count') ?? 0)).then((mails) => answer(200, mails));
      return;
    }
    if (request.method === 'POST' && url.pathname === CONTROL.issuerAccounts) {
      readJson(request).then(
        (body) => {
          const { login, claims } = body as { login: string; claims: TestAccountClaims };
          issuer.setAccount(login, claims);
          answer(204, null);
        },
        (error: unknown) => answer(400, { error: String(error) }),
      );
      return;
    }
    answer(404, { error: `no ${request.method} ${url.pathname}` });
  });
  await new Promise<void>((listening) => control.listen(0, '127.0.0.1', listening));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    control.closeAllConnections();
    await Promise.allSettled([
      app.stop(),
      issuer.close(),
      mail.close(),
      new Promise((closed) => control.close(closed)),
    ]);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());

  // The line playwright.config.ts waits for (READY_LINE in stack-env.ts).
  console.log(`e2e stack ready: app=${app.baseUrl} control=${controlUrl} issuer=${issuer.issuer}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
