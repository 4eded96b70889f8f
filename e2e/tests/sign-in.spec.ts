import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { MainLayout } from '../pages/main-layout';

test('a wrong password shows the spec text and keeps the user on the login card', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin', 'falsches-Passwort');
  await expect(page.getByText('Die eingegebenen Anmeldedaten sind fehlerhaft.')).toBeVisible();
  await expect(login.card()).toBeVisible();
});

test('the login form explains what is missing', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.card().getByLabel('Nutzername').fill('a');
  await login.card().getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(login.card().getByText('Eingabe erforderlich.').first()).toBeVisible();
  await expect(
    login.card().getByText('Bitte geben Sie einen Nutzernamen und ein Passwort ein.'),
  ).toBeVisible();
});

test('the right password shows the tree of the demo world, with versions in the footer', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('landeskirche');
  const layout = new MainLayout(page);
  await expect(layout.tree()).toBeVisible();
  await expect(layout.tree().getByText('Evangelische Landeskirche am Neckar')).toBeVisible();
  await layout.expandAll();
  await expect(layout.tree().getByText('Ev. Kirchengemeinde Lauffen')).toBeVisible();
  await expect(layout.tree().getByText('Ev. Kirchengemeinde Güglingen')).toBeVisible();
  await expect(page.getByTestId('footer-versions')).toContainText('0.25.3');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a parish administrator with one organisation lands on its page', async ({ page }) => {
  await new LoginPage(page).open();
  await new LoginPage(page).signIn('gemeinde');
  await expect(page).toHaveURL(/#\/o\/4\/?$/);
  await expect(page.getByRole('heading', { name: 'Ev. Kirchengemeinde Lauffen' })).toBeVisible();
});

test('signing out returns to the login card and protects the pages', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('bezirk');
  const layout = new MainLayout(page);
  await expect(layout.tree()).toBeVisible();
  await layout.signOut();
  await expect(login.card()).toBeVisible();
  await page.goto('/#/o/4/');
  await expect(login.card()).toBeVisible();
});

// Links in mails and bookmarks name a page: after the sign-in the user is on that page, not home.
for (const { username, link, path, heading } of [
  { username: 'gemeinde', link: '/#/o/4/collections', path: /#\/o\/4\/collections$/, heading: 'Einnahmen' },
  { username: 'bezirk', link: '/#/me/profile', path: /#\/me\/profile$/, heading: 'Profil' },
]) {
  test(`a link to ${link} survives the sign-in of ${username}`, async ({ page }) => {
    await page.goto(link);
    const login = new LoginPage(page);
    await expect(login.card()).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    await login.signIn(username);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(path);
  });
}
