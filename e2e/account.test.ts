// Issue 3's account journeys as a customer does them in the browser, against the real
// server sending its mails to a real SMTP server on loopback: restore a forgotten
// password from the emailed link, change it in Settings, send feedback, delete the account.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { launchBrowser, newCustomer, type RunningServer, snapshot, startServer } from './harness';
import { texts } from './texts';

const NO_REPLY = 'no-reply@loyalty.local';

interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback, plain text (no STARTTLS, no AUTH), keeping what it receives. */
async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const waiting = new Map<string, (mail: CaughtMail) => void>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        for (const recipient of mail.to) waiting.get(recipient)?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next mail to `recipient`; call it before the action that sends the mail. */
    nextMailTo: (recipient: string) =>
      new Promise<CaughtMail>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${recipient} within 15 s`)), 15_000);
        waiting.set(recipient, (mail) => {
          clearTimeout(timer);
          waiting.delete(recipient);
          resolve(mail);
        });
      }),
    mailsTo: (recipient: string) => mails.filter((mail) => mail.to.includes(recipient)),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The text of a quoted-printable body: soft line breaks joined, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? joined.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

let server: RunningServer;
let browser: Browser;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

before(async () => {
  mail = await startMailCatcher();
  // MAIL_FROM is left at its default: the no-reply address is what the server sends from out of the box.
  server = await startServer({ SMTP_URL: mail.url });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

type T = ReturnType<typeof texts>;
const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Signs up through /register and gives the required consents: ends on /select-restaurant. */
async function signUp(page: Page, t: T, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel(t('auth:register.name')).fill('Grace Hopper');
  await page.getByLabel(t('auth:register.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth:register.password'), { exact: true }).fill(password);
  await page.getByLabel(t('auth:register.confirmPassword')).fill(password);
  await page.getByLabel(t('auth:register.birthdate')).fill('1985-03-09');
  await page.getByLabel(t('auth:register.phone')).fill('+34 611 222 333');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth:register.submit') }).click();
  await page.waitForURL('**/consent-management');
  await page.getByRole('checkbox', { name: t('account:consents.essential') }).check();
  await page.getByRole('checkbox', { name: t('account:consents.dataProcessing') }).check();
  await page.getByRole('button', { name: t('account:consents.save') }).click();
  await page.waitForURL('**/select-restaurant');
}

async function logIn(page: Page, t: T, email: string, password: string) {
  await page.getByLabel(t('auth:login.email')).fill(email);
  await page.getByLabel(t('auth:login.password')).fill(password);
  await page.getByRole('button', { name: t('auth:login.submit') }).click();
}

async function openSettings(page: Page, t: T) {
  await page
    .getByRole('navigation', { name: t('mainNavigation') })
    .getByRole('link', { name: t('settings'), exact: true })
    .click();
  await page.waitForURL('**/settings');
}

async function logOut(page: Page, t: T) {
  await openSettings(page, t);
  await page.getByRole('button', { name: t('account:settings.logout') }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await page.getByRole('heading', { name: t('auth:login.title') }).waitFor();
}

for (const [language, locale] of [
  ['en', 'en-GB'],
  ['es', 'es-ES'],
] as const) {
  describe(`password restore by email in ${language}`, () => {
    const t = texts(language);

    test('the emailed link sets a new password; the old one stops working', async () => {
      const email = uniqueEmail(`restore.${language}`);
      const oldPassword = 'First-Pass-11';
      const newPassword = 'Second-Pass-22';
      const { context, page } = await newCustomer(browser, server.baseUrl, locale);
      try {
        await signUp(page, t, email, oldPassword);
        await logOut(page, t);

        await page.getByRole('link', { name: t('auth:login.forgotPassword') }).click();
        await page.waitForURL('**/password-restore');
        await page.getByRole('heading', { name: t('auth:passwordRestore.title') }).waitFor();
        await page.getByLabel(t('auth:passwordRestore.email')).fill(email);
        await snapshot(page, `account-${language}-1-restore-request`);
        const mailArrives = mail.nextMailTo(email);
        await page.getByRole('button', { name: t('auth:passwordRestore.submit') }).click();
        await page.getByText(t('auth:passwordRestore.sent')).waitFor();
        await snapshot(page, `account-${language}-2-restore-sent`);

        const received = await mailArrives;
        assert.equal(received.from, NO_REPLY, 'the envelope sender is the no-reply address');
        assert.match(received.raw, new RegExp(`^From: ${NO_REPLY}`, 'm'));
        const body = decodeQuotedPrintable(received.raw);
        assert.ok(body.includes('Grace Hopper'), 'the mail greets the user by name');
        if (language === 'es')
          assert.match(body, /Hola Grace Hopper/, 'the mail is in the language of the app');
        const link = body.match(new RegExp(`${server.baseUrl}/password-restore/[A-Za-z0-9_-]+`))?.[0];
        assert.ok(link, `a reset link in:\n${body}`);

        // The customer opens the link from the mail.
        await page.goto(link);
        await page.getByRole('heading', { name: t('auth:passwordReset.title') }).waitFor();
        await page.getByLabel(t('auth:passwordReset.password'), { exact: true }).fill(newPassword);
        await page.getByLabel(t('auth:passwordReset.confirmPassword')).fill(newPassword);
        await snapshot(page, `account-${language}-3-reset-form`);
        await page.getByRole('button', { name: t('auth:passwordReset.submit') }).click();
        await page.getByText(t('auth:passwordReset.success')).waitFor();
        await snapshot(page, `account-${language}-4-reset-done`);
        await page.getByRole('link', { name: t('auth:passwordReset.login') }).click();
        await page.waitForURL((url) => url.pathname === '/');

        await logIn(page, t, email, oldPassword);
        await page.getByText(t('auth:login.invalidCredentials')).waitFor();
        await logIn(page, t, email, newPassword);
        await page.waitForURL('**/select-restaurant');

        // The link is single-use.
        await page.goto(link);
        await page.getByLabel(t('auth:passwordReset.password'), { exact: true }).fill('Third-Pass-33');
        await page.getByLabel(t('auth:passwordReset.confirmPassword')).fill('Third-Pass-33');
        await page.getByRole('button', { name: t('auth:passwordReset.submit') }).click();
        await page.getByText(t('auth:passwordReset.failed')).waitFor();
        await snapshot(page, `account-${language}-5-reset-link-used`);
        await page.getByRole('link', { name: t('auth:passwordReset.requestNewLink') }).click();
        await page.waitForURL('**/password-restore');
        assert.equal(mail.mailsTo(email).length, 1, 'exactly one mail was sent');
      } finally {
        await context.close();
      }
    });
  });
}

describe('the account in English', () => {
  const t = texts('en');

  test('changes the password in Settings, refusing a wrong current password', async () => {
    const email = uniqueEmail('change');
    const { context, page } = await newCustomer(browser, server.baseUrl, 'en-GB');
    try {
      await signUp(page, t, email, 'Current-Pass-1');
      await openSettings(page, t);
      const fill = async (current: string, next: string) => {
        await page.getByLabel(t('account:settings.currentPassword')).fill(current);
        await page.getByLabel(t('account:settings.newPassword'), { exact: true }).fill(next);
        await page.getByLabel(t('account:settings.confirmNewPassword')).fill(next);
        await page.getByRole('button', { name: t('account:settings.changePassword') }).click();
      };
      await fill('Not-My-Pass-1', 'Changed-Pass-2');
      await page.getByText(t('account:settings.changePasswordFailed')).waitFor();
      assert.equal(
        t('account:settings.changePasswordFailed'),
        'Failed to change password. Please check your current password and try again.',
      );
      await snapshot(page, 'account-en-6-change-password-wrong');
      await fill('Current-Pass-1', 'Changed-Pass-2');
      await page.getByText(t('account:settings.passwordChanged')).waitFor();
      await snapshot(page, 'account-en-7-change-password-done');

      await logOut(page, t);
      await logIn(page, t, email, 'Changed-Pass-2');
      await page.waitForURL('**/select-restaurant');
    } finally {
      await context.close();
    }
  });

  test('sends feedback with a rating', async () => {
    const { context, page } = await newCustomer(browser, server.baseUrl, 'en-GB');
    try {
      await signUp(page, t, uniqueEmail('feedback'), 'Feedback-Pass-1');
      await page
        .getByRole('navigation', { name: t('mainNavigation') })
        .getByRole('link', { name: t('feedback'), exact: true })
        .click();
      await page.waitForURL('**/feedback');
      await page.getByRole('button', { name: t('account:feedback.submit') }).click();
      await page.getByText(t('account:feedback.messageRequired')).waitFor();
      await page.getByLabel(t('account:feedback.message')).fill('The oat latte was perfect, thank you!');
      await page.getByRole('radio', { name: t('account:feedback.ratingValue', { value: 5 }) }).check();
      await snapshot(page, 'account-en-8-feedback-form');
      await page.getByRole('button', { name: t('account:feedback.submit') }).click();
      await page.getByText(t('account:feedback.sent')).waitFor();
      await snapshot(page, 'account-en-9-feedback-sent');
      assert.equal(await page.getByLabel(t('account:feedback.message')).inputValue(), '');
    } finally {
      await context.close();
    }
  });

  test('deletes the account after confirming; the email can then register again', async () => {
    const email = uniqueEmail('delete');
    const password = 'Leaving-Pass-1';
    const { context, page } = await newCustomer(browser, server.baseUrl, 'en-GB');
    try {
      await signUp(page, t, email, password);
      await openSettings(page, t);
      await page.getByRole('button', { name: t('account:settings.deleteAccount') }).click();
      const dialog = page.getByRole('dialog', { name: t('account:settings.deleteConfirmTitle') });
      await dialog.waitFor();
      await snapshot(page, 'account-en-10-delete-confirm');
      // Cancelling keeps everything.
      await dialog.getByRole('button', { name: t('cancel') }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: t('account:settings.deleteAccount') }).click();
      await dialog.getByRole('button', { name: t('account:settings.deleteConfirm') }).click();
      await page.getByText(t('account:settings.deleted')).waitFor();
      await snapshot(page, 'account-en-11-deleted');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: t('auth:login.title') }).waitFor();
      const tokens = await page.evaluate(() => [
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
      ]);
      assert.deepEqual(tokens, [null, null]);

      await logIn(page, t, email, password);
      await page.getByText(t('auth:login.invalidCredentials')).waitFor();

      await signUp(page, t, email, 'Back-Again-Pass-2');
    } finally {
      await context.close();
    }
  });
});

describe('the privacy policy', () => {
  test('is public and readable in Spanish, every section with a heading', async () => {
    const t = texts('es');
    const { context, page } = await newCustomer(browser, server.baseUrl, 'es-ES');
    try {
      await page.goto('/register');
      await page.getByRole('link', { name: t('auth:register.privacyPolicy') }).click();
      await page.waitForURL('**/privacy-policy');
      await page.getByRole('heading', { level: 1, name: t('account:privacy.title') }).waitFor();
      for (const section of ['collected', 'consents', 'use', 'retention', 'erasure', 'contact']) {
        await page.getByRole('heading', { level: 2, name: t(`account:privacy.${section}Title`) }).waitFor();
      }
      await page.getByText(t('account:privacy.erasureText')).waitFor();
      // Waiting for the last section scrolled down; a full-page shot reads best from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapshot(page, 'account-es-6-privacy-policy');
      await page.getByRole('button', { name: t('back') }).click();
      await page.waitForURL('**/register');
    } finally {
      await context.close();
    }
  });
});
