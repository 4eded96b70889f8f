// @vitest-environment happy-dom
import type { OrganizationSummary } from '@kollekta/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lauffenDevices } from '../../../test-support/device-fixtures';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeLauffen } from '../../../test-support/planning-fixtures';
import { renderAt } from '../../../test-support/render';
import { OrganizationSubmenu, submenuEntries } from './OrganizationSubmenu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the donor lists of the submenu (administration.md §2: "only with a feature flag")', () => {
  it.each([
    [{ recurring_payments: true, information_requests: true }, ['subscribers', 'recurringDonations']],
    [{ recurring_payments: true, information_requests: false }, ['recurringDonations']],
    [{ recurring_payments: false, information_requests: true }, ['subscribers']],
    [{ recurring_payments: false, information_requests: false }, []],
  ])('%j shows %j, enabled', (donorLists, expected) => {
    const entries = submenuEntries({ permissions: ['WRITE_ORG_DATA', 'READ'], level: 'parish' }, donorLists);
    const shown = entries.filter(
      (entry) => entry.key === 'subscribers' || entry.key === 'recurringDonations',
    );
    expect(shown.map((entry) => entry.key)).toEqual(expected);
    expect(shown.every((entry) => entry.isEnabled)).toBe(true);
  });

  it('links the lists the server offers an administrator', async () => {
    const { sent } = mockFetch({
      'GET organization/4/donor_lists/': { body: { recurring_payments: true, information_requests: true } },
      // 'Lastschriftdateien' asks for its files too: none here
      'GET payment/direct_payment_pain_file/': { body: [] },
      // the evaluations per device class and the web apps follow the devices
      'GET organization/4/devices/': { body: lauffenDevices },
    });
    const lauffen: OrganizationSummary = makeLauffen({
      permissions: ['READ', 'READ_ORG_DATA', 'WRITE_ORG_DATA'],
    });
    renderAt('/o/4', '/o/:id', <OrganizationSubmenu organization={lauffen} />);
    expect((await screen.findByRole('link', { name: 'Dauerspenden' })).getAttribute('href')).toBe(
      '/o/4/recurring-donations',
    );
    expect(screen.getByRole('link', { name: 'Informationsanforderungen' }).getAttribute('href')).toBe(
      '/o/4/subscribers',
    );
    expect(sent('GET organization/4/donor_lists/')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Zuwendungsbestätigungen' }).getAttribute('href')).toBe(
      '/o/4/donation-receipts',
    );
    expect(
      (await screen.findByRole('link', { name: 'Auswertung Digitaler Klingelbeutel' })).getAttribute('href'),
    ).toBe('/o/4/?device_class=KB');
    expect(screen.getByRole('link', { name: 'Kollekten-App' }).getAttribute('href')).toBe('/o/4/kollekteapp');
    expect(screen.getByRole('link', { name: 'Spenden-App' }).getAttribute('href')).toBe('/o/4/spendeapp');
  });

  it('does not ask for them where the user may not read donors', async () => {
    const { requests } = mockFetch({ 'GET organization/4/devices/': { body: lauffenDevices } });
    const lauffen: OrganizationSummary = makeLauffen({ permissions: ['READ', 'READ_ORG_DATA', 'MEMBER'] });
    renderAt('/o/4', '/o/:id', <OrganizationSubmenu organization={lauffen} />);
    expect(await screen.findByText('Orte')).toBeTruthy();
    expect(screen.queryByText('Dauerspenden')).toBeNull();
    expect(screen.queryByText('Zuwendungsbestätigungen')).toBeNull();
    expect(requests.filter((request) => request.path.includes('donor_lists'))).toEqual([]);
  });
});
