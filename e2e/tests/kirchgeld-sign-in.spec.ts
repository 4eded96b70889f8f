/**
 * The church-tax app's sign-in through the platform (issue 18 "Must show"): from Lauffen's submenu
 * to /kirchgeld/, 'Anmelden', the platform's authorize page with password and one-time code, the
 * consent, and the signed-in app with its menu. `gemeinde` gets one-time codes for this journey
 * only: they are removed however it ends, so later journeys sign in with the password alone.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { KIRCHGELD_SESSION_KEY, KirchgeldShell, signInToKirchgeld } from '../pages/kirchgeld';
import { DEMO_PASSWORD, LoginPage } from '../pages/login-page';
import { MainLayout } from '../pages/main-layout';
import { ProfilePage } from '../pages/profile-page';

/** A code of the app's next 30-second step: the server never accepts one step twice. */
function nextCode(secret: string) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

async function removeOneTimeCodes(request: APIRequestContext, username: string, recoveryCode: string) {
  const signIn = await request.post('/api/v2/user/obtain_token/', {
    data: { username, password: DEMO_PASSWORD, otp: recoveryCode },
  });
  expect(signIn.status()).toBe(200);
  const { auth_token: token } = (await signIn.json()) as { auth_token: string };
  const removal = await request.post('/api/v2/user/otp/remove/', {
    headers: { Authorization: `Token ${token}` },
    data: { current_password: DEMO_PASSWORD },
  });
  expect(removal.ok()).toBe(true);
}

async function setUpOneTimeCodes(page: Page, recoveryCodesOut: string[]): Promise<string> {
  const profile = new ProfilePage(page);
  await profile.openViaDrawer();
  const secret = await profile.startOtpEnrolment();
  recoveryCodesOut.push(...(await profile.confirmOtp(await generate({ secret }))));
  return secret;
}

test('gemeinde goes from the submenu to Kirchgeld and signs in there with a one-time code', async ({
  page,
  request,
}) => {
  const recoveryCodes: string[] = [];
  try {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('gemeinde');
    await expect(page).toHaveURL(/#\/o\/4\/?$/);
    const secret = await setUpOneTimeCodes(page, recoveryCodes);

    // Lauffen has Kirchgeld digital: its submenu leads to the church-tax app
    await page.goto('/#/o/4');
    const submenu = page.getByRole('navigation', { name: 'Verwaltung' });
    // and, with the event app's feature, to the event app of the installation (EVENT_APP_URL)
    await expect(submenu.getByRole('link', { name: 'Veranstaltungs-App' })).toHaveAttribute(
      'href',
      'https://veranstaltungen.kollekta.de/?organization=4',
    );
    await submenu.getByRole('link', { name: 'Kirchgeld' }).click();
    await expect(page).toHaveURL(/\/kirchgeld\/$/);
    const shell = new KirchgeldShell(page);
    await expect(shell.landing()).toBeVisible();
    await expect(shell.landing().getByRole('heading', { name: 'Kollekta Kirchgeld' })).toBeVisible();
    await page.screenshot({ path: '/tmp/kirchgeld-landing.png' });

    // signed out of the platform meanwhile: the authorize page signs in first
    await page.goto('/#/');
    await new MainLayout(page).signOut();
    await expect(login.card()).toBeVisible();
    await shell.openLanding();
    await shell.landing().getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/#\/authorize\?response_type=code&client_id=kirchgeld/);
    await expect(shell.authorizeLogin()).toBeVisible();
    await shell.authorizeLogin().getByLabel('Nutzername').fill('gemeinde');
    await shell.authorizeLogin().getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await expect(shell.authorizeLogin().getByLabel('Einmalcode')).toBeVisible();
    await shell
      .authorizeLogin()
      .getByLabel('Einmalcode')
      .fill(await nextCode(secret));
    await page.screenshot({ path: '/tmp/kirchgeld-authorize-login.png' });
    await shell.authorizeLogin().getByRole('button', { name: 'Anmelden', exact: true }).click();

    await expect(shell.consent()).toBeVisible();
    await expect(
      shell
        .consent()
        .getByText(
          'Kollekta Kirchgeld möchte in Ihrem Namen auf das Kirchgeld Ihrer Organisationen zugreifen.',
        ),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/kirchgeld-consent.png' });
    await shell.allow();

    await page.waitForURL('**/kirchgeld/persons/lookup');
    await expect(shell.menu()).toBeVisible();
    for (const entry of [
      'Import',
      'Zielgruppe',
      'Brieferstellung',
      'Briefe',
      'Personensuche',
      'Abgleich',
      'Bescheinigungen',
      'Altdaten-Import',
      'Organisationen',
    ])
      await expect(shell.menu().getByRole('link', { name: entry, exact: true })).toBeVisible();
    await expect(page.getByTestId('kirchgeld-tenant')).toHaveText('Ev. Kirchengemeinde Lauffen');
    const stored = await page.evaluate<string | null>(`localStorage.getItem('${KIRCHGELD_SESSION_KEY}')`);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      token: expect.any(String),
      expiry: expect.any(String),
    });
    await expect(page.getByText('Seite wird geladen …')).toBeHidden();
    await page.screenshot({ path: '/tmp/kirchgeld-shell.png' });
  } finally {
    if (recoveryCodes.length > 0) await removeOneTimeCodes(request, 'gemeinde', recoveryCodes[0] as string);
  }
});

test('a refusal on the consent completes nothing; signing out ends the session', async ({ page }) => {
  const shell = await signInToKirchgeld(page, 'gemeinde');
  await shell.menu().getByRole('link', { name: 'Briefe', exact: true }).click();
  await expect(page).toHaveURL(/\/kirchgeld\/letters$/);

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  await expect(page.getByText('Ev. Kirchengemeinde Lauffen', { exact: true }).last()).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await expect(shell.landing()).toBeVisible();
  expect(await page.evaluate<string | null>(`localStorage.getItem('${KIRCHGELD_SESSION_KEY}')`)).toBeNull();

  // signed out, a page of the app leads to the index
  await page.goto('/kirchgeld/imports');
  await expect(shell.landing()).toBeVisible();

  // still signed in to the platform: the consent comes at once; refusing it leads back with nothing
  await shell.landing().getByRole('button', { name: 'Anmelden' }).click();
  await expect(shell.consent()).toBeVisible();
  await shell.consent().getByRole('button', { name: 'Ablehnen' }).click();
  await expect(page.getByTestId('kirchgeld-login-failed')).toContainText('abgelehnt');
});

test('a user without a church-tax organisation is told so', async ({ page }) => {
  await signInToKirchgeldWithoutTenant(page, 'nachbar');
  await expect(
    page.getByText('Sie haben für keine Organisation Zugriff auf Kirchgeld digital.'),
  ).toBeVisible();
});

test('the authorize page refuses a broken link', async ({ page }) => {
  await page.goto('/#/authorize?response_type=code&client_id=fremd&state=x');
  await expect(page.getByTestId('authorize-invalid')).toContainText(
    'Der Aufruf ist unvollständig oder ungültig.',
  );
});

async function signInToKirchgeldWithoutTenant(page: Page, username: string) {
  const shell = new KirchgeldShell(page);
  await page.goto('/kirchgeld/');
  await page.evaluate('localStorage.clear()');
  await shell.openLanding();
  await shell.landing().getByRole('button', { name: 'Anmelden' }).click();
  await shell.signInOnAuthorizePage(username);
  await shell.allow();
  await expect(page.getByTestId('kirchgeld-no-tenant')).toBeVisible();
}
