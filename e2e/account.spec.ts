// Issue 3's account journeys as a customer does them in the browser, against the real
// server sending its mails to a real SMTP server on loopback (the stack's mail catcher):
// restore a forgotten password from the emailed link, change it in Settings, send feedback,
// delete the account.
import type { Page } from '@playwright/test';
import { expect, snapshot, test, uniqueEmail } from './support/fixtures';
import { decodeQuotedPrintable } from './support/quoted-printable';
import type { Texts } from './support/texts';

const NO_REPLY = 'no-reply@loyalty.local';

/** Signs up through /register and gives the required consents: ends on /select-restaurant. */
async function signUp(page: Page, t: Texts, email: string, password: string) {
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

async function logIn(page: Page, t: Texts, email: string, password: string) {
  await page.getByLabel(t('auth:login.email')).fill(email);
  await page.getByLabel(t('auth:login.password')).fill(password);
  await page.getByRole('button', { name: t('auth:login.submit') }).click();
}

async function openSettings(page: Page, t: Texts) {
  await page
    .getByRole('navigation', { name: t('mainNavigation') })
    .getByRole('link', { name: t('settings'), exact: true })
    .click();
  await page.waitForURL('**/settings');
}

async function logOut(page: Page, t: Texts) {
  await openSettings(page, t);
  await page.getByRole('button', { name: t('account:settings.logout') }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await expect(page.getByRole('heading', { name: t('auth:login.title') })).toBeVisible();
}

for (const language of ['en', 'es']) {
  test.describe(`password restore by email in ${language}`, () => {
    test.use({ language });

    test('the emailed link sets a new password; the old one stops working', async ({
      page,
      t,
      mailbox,
      baseURL,
    }) => {
      const email = uniqueEmail(`restore.${language}`);
      const oldPassword = 'First-Pass-11';
      const newPassword = 'Second-Pass-22';
      await signUp(page, t, email, oldPassword);
      await logOut(page, t);

      await page.getByRole('link', { name: t('auth:login.forgotPassword') }).click();
      await page.waitForURL('**/password-restore');
      await expect(page.getByRole('heading', { name: t('auth:passwordRestore.title') })).toBeVisible();
      await page.getByLabel(t('auth:passwordRestore.email')).fill(email);
      await snapshot(page, `account-${language}-1-restore-request`);
      await page.getByRole('button', { name: t('auth:passwordRestore.submit') }).click();
      await expect(page.getByText(t('auth:passwordRestore.sent'))).toBeVisible();
      await snapshot(page, `account-${language}-2-restore-sent`);

      const [received] = await mailbox.received(email);
      expect(received?.from, 'the envelope sender is the no-reply address').toBe(NO_REPLY);
      expect(received?.raw).toMatch(new RegExp(`^From: ${NO_REPLY}`, 'm'));
      const body = decodeQuotedPrintable(received?.raw ?? '');
      expect(body, 'the mail greets the user by name').toContain('Grace Hopper');
      if (language === 'es')
        expect(body, 'the mail is in the language of the app').toMatch(/Hola Grace Hopper/);
      const link = body.match(new RegExp(`${baseURL}/password-restore/[A-Za-z0-9_-]+`))?.[0];
      expect(link, `a reset link in:\n${body}`).toBeTruthy();

      // The customer opens the link from the mail.
      await page.goto(link as string);
      await expect(page.getByRole('heading', { name: t('auth:passwordReset.title') })).toBeVisible();
      await page.getByLabel(t('auth:passwordReset.password'), { exact: true }).fill(newPassword);
      await page.getByLabel(t('auth:passwordReset.confirmPassword')).fill(newPassword);
      await snapshot(page, `account-${language}-3-reset-form`);
      await page.getByRole('button', { name: t('auth:passwordReset.submit') }).click();
      await expect(page.getByText(t('auth:passwordReset.success'))).toBeVisible();
      await snapshot(page, `account-${language}-4-reset-done`);
      await page.getByRole('link', { name: t('auth:passwordReset.login') }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await logIn(page, t, email, oldPassword);
      await expect(page.getByText(t('auth:login.invalidCredentials'))).toBeVisible();
      await logIn(page, t, email, newPassword);
      await page.waitForURL('**/select-restaurant');

      // The link is single-use, and says so when opened again, before any password is typed.
      await page.goto(link as string);
      await expect(page.getByText(t('auth:passwordReset.linkInvalid'))).toBeVisible();
      await expect(page.getByLabel(t('auth:passwordReset.password'), { exact: true })).toHaveCount(0);
      await snapshot(page, `account-${language}-5-reset-link-used`);
      await page.getByRole('link', { name: t('auth:passwordReset.requestNewLink') }).click();
      await page.waitForURL('**/password-restore');
      expect(await mailbox.received(email, 0), 'exactly one mail was sent').toHaveLength(1);
    });
  });
}

test.describe('the account in English', () => {
  test('changes the password in Settings, refusing a wrong current password', async ({ page, t }) => {
    const email = uniqueEmail('change');
    await signUp(page, t, email, 'Current-Pass-1');
    await openSettings(page, t);
    const fill = async (current: string, next: string) => {
      await page.getByLabel(t('account:settings.currentPassword')).fill(current);
      await page.getByLabel(t('account:settings.newPassword'), { exact: true }).fill(next);
      await page.getByLabel(t('account:settings.confirmNewPassword')).fill(next);
      await page.getByRole('button', { name: t('account:settings.changePassword') }).click();
    };
    await fill('Not-My-Pass-1', 'Changed-Pass-2');
    await expect(page.getByText(t('account:settings.changePasswordFailed'))).toBeVisible();
    expect(t('account:settings.changePasswordFailed')).toBe(
      'Failed to change password. Please check your current password and try again.',
    );
    await snapshot(page, 'account-en-6-change-password-wrong');
    await fill('Current-Pass-1', 'Changed-Pass-2');
    await expect(page.getByText(t('account:settings.passwordChanged'))).toBeVisible();
    await snapshot(page, 'account-en-7-change-password-done');

    await logOut(page, t);
    await logIn(page, t, email, 'Changed-Pass-2');
    await page.waitForURL('**/select-restaurant');
  });

  test('sends feedback with a rating', async ({ page, t }) => {
    await signUp(page, t, uniqueEmail('feedback'), 'Feedback-Pass-1');
    await page
      .getByRole('navigation', { name: t('mainNavigation') })
      .getByRole('link', { name: t('feedback'), exact: true })
      .click();
    await page.waitForURL('**/feedback');
    await page.getByRole('button', { name: t('account:feedback.submit') }).click();
    await expect(page.getByText(t('account:feedback.messageRequired'))).toBeVisible();
    await page.getByLabel(t('account:feedback.message')).fill('The oat latte was perfect, thank you!');
    await page.getByRole('radio', { name: t('account:feedback.ratingValue', { value: 5 }) }).check();
    await snapshot(page, 'account-en-8-feedback-form');
    await page.getByRole('button', { name: t('account:feedback.submit') }).click();
    await expect(page.getByText(t('account:feedback.sent'))).toBeVisible();
    await snapshot(page, 'account-en-9-feedback-sent');
    await expect(page.getByLabel(t('account:feedback.message'))).toHaveValue('');
  });

  test('deletes the account after confirming; the email can then register again', async ({ page, t }) => {
    const email = uniqueEmail('delete');
    const password = 'Leaving-Pass-1';
    await signUp(page, t, email, password);
    await openSettings(page, t);
    await page.getByRole('button', { name: t('account:settings.deleteAccount') }).click();
    const dialog = page.getByRole('dialog', { name: t('account:settings.deleteConfirmTitle') });
    await expect(dialog).toBeVisible();
    await snapshot(page, 'account-en-10-delete-confirm');
    // Cancelling keeps everything.
    await dialog.getByRole('button', { name: t('cancel') }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: t('account:settings.deleteAccount') }).click();
    await dialog.getByRole('button', { name: t('account:settings.deleteConfirm') }).click();
    await expect(page.getByText(t('account:settings.deleted'))).toBeVisible();
    await snapshot(page, 'account-en-11-deleted');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: t('auth:login.title') })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null]);

    await logIn(page, t, email, password);
    await expect(page.getByText(t('auth:login.invalidCredentials'))).toBeVisible();

    await signUp(page, t, email, 'Back-Again-Pass-2');
  });
});

test.describe('the privacy policy', () => {
  test.use({ language: 'es' });

  test('is public and readable in Spanish, every section with a heading', async ({ page, t }) => {
    await page.goto('/register');
    await page.getByRole('link', { name: t('auth:register.privacyPolicy') }).click();
    await page.waitForURL('**/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: t('account:privacy.title') })).toBeVisible();
    for (const section of ['collected', 'consents', 'use', 'retention', 'erasure', 'contact']) {
      await expect(
        page.getByRole('heading', { level: 2, name: t(`account:privacy.${section}Title`) }),
      ).toBeVisible();
    }
    await expect(page.getByText(t('account:privacy.erasureText'))).toBeVisible();
    await snapshot(page, 'account-es-6-privacy-policy');
    await page.getByRole('button', { name: t('back') }).click();
    await page.waitForURL('**/register');
  });
});
