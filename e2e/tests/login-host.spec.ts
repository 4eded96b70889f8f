/**
 * The login page opened under another address than PUBLIC_URL (issue 12): passkeys belong to the
 * host of PUBLIC_URL, so the browser's silent passkey offer cannot work on 127.0.0.1 or a LAN
 * address. It must not show up as a failed sign-in before anything is typed. This journey needs a
 * server of its own whose PUBLIC_URL names localhost, while the page is opened on 127.0.0.1.
 */
import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { type OwnServer, startOwnServer } from '../pages/own-server';

let server: OwnServer | undefined;
let port = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({
    // the login page needs no data
    env: (own) => ({ DEMO_WORLD: 'off', PUBLIC_URL: `http://localhost:${own}` }),
    timeoutMs: 110_000,
  });
  port = server.port;
});

test.afterAll(async () => {
  await server?.stop();
});

test('opened on 127.0.0.1 while PUBLIC_URL names localhost, the login page shows no error before typing', async ({
  page,
}) => {
  // the browser's passkey offer in the username field ends with this call, whatever its outcome
  const offerEnded = page.waitForResponse((response) =>
    /\/api\/v2\/auth\/authentication\/[^/]+\/abandon\/$/.test(response.url()),
  );
  await page.goto(`http://127.0.0.1:${port}/#/login`);
  const login = new LoginPage(page);
  await expect(login.card()).toBeVisible();
  expect((await offerEnded).status()).toBe(204);
  // an absence needs a moment to be seen: a failure message would follow the answer at once
  await page.waitForTimeout(1_000);
  await expect(login.card().getByText('Melden Sie sich mit Ihrem Kollekta-Zugang an.')).toBeVisible();
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await expect(page.getByText('Die eingegebenen Anmeldedaten sind fehlerhaft.')).toBeHidden();

  // asked for, the passkey sign-in says where passkeys work
  await login.card().getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'Passkeys funktionieren nur unter der Adresse localhost. Bitte melden Sie sich dort oder mit Ihrem Passwort an.',
  );
});
