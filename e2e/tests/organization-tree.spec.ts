import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { MainLayout } from '../pages/main-layout';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin');
  await expect(new MainLayout(page).tree()).toBeVisible();
});

test('the tree filter starts at three characters and keeps the matches in their place', async ({ page }) => {
  const layout = new MainLayout(page);
  await layout.filterTree('Gü');
  // Two characters do not filter: the collapsed tree still shows only the root.
  await expect(layout.tree().getByText('Evangelische Landeskirche am Neckar')).toBeVisible();
  await expect(layout.tree().getByText('Ev. Kirchengemeinde Güglingen')).toBeHidden();

  await layout.filterTree('Güglingen');
  await expect(layout.tree().getByText('Ev. Kirchengemeinde Güglingen')).toBeVisible();
  await expect(layout.tree().getByText('Kirchenbezirk Zabergäu')).toBeVisible();
  await expect(layout.tree().getByText('Ev. Kirchengemeinde Lauffen')).toBeHidden();
  await expect(layout.tree().getByText('Kirchenbezirk Neckartal')).toBeHidden();
});

test('expand all and collapse all', async ({ page }) => {
  const layout = new MainLayout(page);
  await layout.expandAll();
  await expect(layout.tree().getByText('Ev. Kirchengemeinde Cleebronn')).toBeVisible();
  await page.getByRole('button', { name: 'Alle einklappen' }).click();
  await expect(layout.tree().getByText('Ev. Kirchengemeinde Cleebronn')).toBeHidden();
});

test('the drawer search leads to an organisation with its breadcrumbs, children and churches', async ({
  page,
}) => {
  const layout = new MainLayout(page);
  await layout.goToOrganizationViaDrawer('Neckartal', 'Kirchenbezirk Neckartal');
  await expect(page).toHaveURL(/#\/o\/3\/?$/);
  // The organisation's start page is its dashboard; children and churches are on its Übersicht.
  await expect(page.getByRole('heading', { name: 'Kirchenbezirk Neckartal' })).toBeVisible();
  await expect(page.getByText('Dashboard', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Übersicht', exact: true }).click();
  await expect(page).toHaveURL(/#\/o\/3\/overview$/);
  await expect(page.getByRole('link', { name: 'Ev. Kirchengemeinde Talheim' })).toBeVisible();

  await page.getByRole('link', { name: 'Ev. Kirchengemeinde Talheim' }).click();
  await expect(page).toHaveURL(/#\/o\/5\/?$/);
  await expect(page.getByRole('heading', { name: 'Ev. Kirchengemeinde Talheim' })).toBeVisible();
  await page.getByRole('link', { name: 'Übersicht', exact: true }).click();
  await expect(page.getByText('Kilianskirche')).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Übergeordnete Organisationen' });
  await expect(breadcrumbs.getByRole('link', { name: 'Kirchenbezirk Neckartal' })).toBeVisible();
});
