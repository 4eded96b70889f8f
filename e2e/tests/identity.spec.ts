import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD, LoginPage } from '../pages/login-page';
import { MainLayout } from '../pages/main-layout';
import { ProfilePage } from '../pages/profile-page';
import { UsersPage } from '../pages/users-page';

/** A code of the app's next 30-second step: the server never accepts one step twice. */
function nextCode(secret: string) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

async function signOut(page: Page) {
  await new MainLayout(page).signOut();
  await expect(new LoginPage(page).card()).toBeVisible();
}

test('a user sets up one-time codes and then signs in with a code', async ({ page, request }) => {
  // Later journeys sign in as 'kasse' without a code: the codes are switched off however this one ends.
  const recoveryCodes: string[] = [];
  try {
    await setUpOneTimeCodes(page, recoveryCodes);
  } finally {
    if (recoveryCodes.length > 0) await removeOneTimeCodes(request, 'kasse', recoveryCodes[0] as string);
  }
});

/** Signs in with a recovery code (the app's codes of this minute are used up) and switches codes off. */
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

/** Sets up one-time codes for 'kasse' and signs in with one; hands out the recovery codes at once. */
async function setUpOneTimeCodes(page: Page, recoveryCodesOut: string[]) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('kasse');
  await expect(page).toHaveURL(/#\/o\/4\/?$/);

  const profile = new ProfilePage(page);
  await profile.openViaDrawer();
  const secret = await profile.startOtpEnrolment();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const recoveryCodes = await profile.confirmOtp(await generate({ secret }));
  expect(recoveryCodes).toHaveLength(10);
  recoveryCodesOut.push(...recoveryCodes);
  await expect(profile.otp().getByText('Bei der Anmeldung wird zusätzlich ein Einmalcode')).toBeVisible();

  await signOut(page);
  const card = login.card();
  await card.getByLabel('Nutzername').fill('kasse');
  await card.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await expect(card.getByLabel('Einmalcode')).toBeVisible();
  await card.getByLabel('Einmalcode').fill('12345');
  await card.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(card.getByText('Mindestens 6 Zeichen.')).toBeVisible();
  await card.getByLabel('Einmalcode').fill(await nextCode(secret));
  await card.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/#\/o\/4\/?$/);
  await expect(page.getByRole('heading', { name: 'Ev. Kirchengemeinde Lauffen' })).toBeVisible();
}

test('a user registers a passkey and then signs in without a password', async ({ page, baseURL }) => {
  // Browsers refuse an IP address as relying party: the passkey journey runs on localhost.
  const origin = (baseURL as string).replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto(`${origin}/#/login`);
  const login = new LoginPage(page);
  await login.signIn('kasse2');
  await expect(page).toHaveURL(/#\/o\/4\/?$/);
  const profile = new ProfilePage(page);
  await profile.openViaDrawer();
  await expect(profile.passkeys().getByText('Sie haben noch keinen Passkey.')).toBeVisible();
  await profile.addPasskey();
  await expect(profile.passkeys().getByText('Passkey 1')).toBeVisible();
  await expect(profile.passkeys().getByText(/Nur auf diesem Gerät|Geräteübergreifend/)).toBeVisible();
  await expect(profile.passkeys().getByText('Gespeichert')).toBeVisible();

  await new MainLayout(page).signOut();
  // The login card offers the passkey at once (opportunistic sign-in, which Chromium's virtual
  // authenticator may answer by itself) and on its button.
  const passkeyButton = login.card().getByRole('button', { name: 'Mit Passkey anmelden' });
  await passkeyButton.click({ timeout: 5000 }).catch(() => undefined);
  await expect(page).toHaveURL(/#\/o\/4\/?$/);
  await expect(login.card()).toBeHidden();
  await new MainLayout(page).openDrawer();
  await expect(page.getByTestId('main-drawer').getByText('Angemeldet als Martin Braun')).toBeVisible();
});

test('an administrator adds a user, who sets a password from the mailed link and signs in', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('gemeinde');
  await expect(page).toHaveURL(/#\/o\/4\/?$/);
  const users = new UsersPage(page);
  await users.openFromSubmenu();
  await expect(page).toHaveURL(/#\/o\/4\/users$/);
  await expect(
    page.getByText('Institutionen (z. B. ein Pfarramt) tragen als Namen einen Bindestrich'),
  ).toBeVisible();
  await users.addUser({ name: 'Eva Roth', username: 'eroth', email: 'e.roth@lauffen.example' });
  await expect(page.getByText('Benutzer wurde angelegt.')).toBeVisible();
  await expect(users.table().getByRole('cell', { name: 'eroth', exact: true })).toBeVisible();
  await expect(users.emailList()).toContainText('e.roth@lauffen.example');

  // The mail waits in the outbox; a superuser of this demo deployment may read it.
  const token = (
    await (
      await request.post('/api/v2/user/obtain_token/', {
        data: { username: 'admin', password: DEMO_PASSWORD },
      })
    ).json()
  ).auth_token as string;
  const mails = await (
    await request.get('/api/v2/admin/outbox/?recipient=e.roth@lauffen.example', {
      headers: { Authorization: `Token ${token}` },
    })
  ).json();
  expect(mails[0].subject).toBe('Kollekta: Ihr neuer Zugang');
  const link = (mails[0].body_text as string).match(/https?:\/\/\S+#\/auth\/recover\/[\w-]+/)?.[0] as string;
  expect(link).toBeTruthy();

  await signOut(page);
  await page.goto(link);
  const card = page.getByTestId('recover-card');
  await card.getByLabel('Neues Passwort', { exact: true }).fill('Sommer2026');
  await card.getByLabel('Passwort wiederholen').fill('Sommer2027');
  await card.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(card.getByText('Das Passwort ist nicht stark genug.')).toBeVisible();
  await expect(card.getByText('Beide Eingaben müssen übereinstimmen.')).toBeVisible();
  await card.getByLabel('Neues Passwort', { exact: true }).fill('Taufstein-aus-Sandstein-3');
  await card.getByLabel('Passwort wiederholen').fill('Taufstein-aus-Sandstein-3');
  await card.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(card.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  await card.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await login.signIn('eroth', 'Taufstein-aus-Sandstein-3');
  await expect(page).toHaveURL(/#\/o\/4\/?$/);
  await expect(page.getByRole('heading', { name: 'Ev. Kirchengemeinde Lauffen' })).toBeVisible();
});

test('changing one’s e-mail address and password asks for the current password', async ({
  page,
  request,
}) => {
  // Later journeys sign in as 'planer' with the demo password and find Jonas Weber by his address: both are given back however this one ends.
  try {
    await changeEmailAndPassword(page);
  } finally {
    await restoreDemoPassword(request, 'planer', 'Kanzel-aus-Eichenholz-5');
  }
});

async function restoreDemoPassword(request: APIRequestContext, username: string, changedTo: string) {
  const signIn = await request.post('/api/v2/user/obtain_token/', {
    data: { username, password: changedTo },
  });
  if (signIn.status() !== 200) return; // the password was never changed
  const { auth_token: token } = (await signIn.json()) as { auth_token: string };
  const headers = { Authorization: `Token ${token}` };
  const me = (await (await request.get('/api/v2/user/me/', { headers })).json()) as { id: number };
  const email = await request.patch(`/api/v2/user/${me.id}/`, {
    headers,
    data: { email: 'j.weber@lauffen.example', current_password: changedTo },
  });
  expect(email.status()).toBe(200);
  const change = await request.post('/api/v2/user/change_password/', {
    headers,
    data: { password: DEMO_PASSWORD, current_password: changedTo },
  });
  expect(change.status()).toBe(200);
}

async function changeEmailAndPassword(page: Page) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('planer');
  const profile = new ProfilePage(page);
  await profile.openViaDrawer();
  const account = profile.account();

  await profile.submitNewEmail('planer@lauffen.example', null);
  await expect(
    account.getByText('Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.'),
  ).toBeVisible();
  await profile.submitNewEmail('planer@lauffen.example', 'geraten');
  await expect(account.getByText('Das aktuelle Passwort ist nicht korrekt.')).toBeVisible();
  await profile.submitNewEmail('planer@lauffen.example', DEMO_PASSWORD);
  await expect(account.getByText('planer@lauffen.example')).toBeVisible();

  await profile.submitNewPassword('Kanzel-aus-Eichenholz-5', 'geraten');
  await expect(account.getByText('Das aktuelle Passwort ist nicht korrekt.')).toBeVisible();
  await account.getByLabel('Aktuelles Passwort').fill(DEMO_PASSWORD);
  await account.getByRole('button', { name: 'Speichern' }).click();
  await expect(account.getByLabel('Aktuelles Passwort')).toBeHidden();

  await signOut(page);
  await login.signIn('planer', 'Kanzel-aus-Eichenholz-5');
  await expect(page).toHaveURL(/#\/o\/4\/?$/);
}
