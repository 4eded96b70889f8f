// @vitest-environment happy-dom
import type { OrganizationDetail } from '@kollekta/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { staticConfiguration } from '../../../test-support/fixtures';
import { makeLauffen } from '../../../test-support/planning-fixtures';
import { renderAt } from '../../../test-support/render';
import { submenuLinks } from '../submenu-entries';
import { OrganizationSubmenu } from './OrganizationSubmenu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withFeatures = (validFeatures: OrganizationDetail['valid_features']) => ({
  ...makeLauffen({ permissions: ['READ'] }),
  valid_features: validFeatures,
});

describe('the submenu link to the event app (administration.md §2: external links)', () => {
  it.each([
    [['VeranstaltungAppFeature'], 'https://veranstaltungen.example/', true],
    [['VeranstaltungAppFeature'], null, false],
    [['KirchgeldDigitalFeature'], 'https://veranstaltungen.example/', false],
    [[], 'https://veranstaltungen.example/', false],
  ] as [OrganizationDetail['valid_features'], string | null, boolean][])(
    'with the features %j and the address %s shows it: %s',
    (validFeatures, eventAppUrl, isShown) => {
      const links = submenuLinks({ organization: withFeatures(validFeatures), eventAppUrl });
      expect(links.some((link) => link.key === 'eventApp')).toBe(isShown);
    },
  );

  it('opens the configured event app beside the administration, naming the organisation', async () => {
    mockFetch({
      'GET organization/4/devices/': { body: [] },
      'GET configuration/static': {
        body: { ...staticConfiguration, event_app_url: 'https://veranstaltungen.example/start' },
      },
    });
    renderAt(
      '/o/4',
      '/o/:id',
      <OrganizationSubmenu
        organization={withFeatures(['VeranstaltungAppFeature', 'KirchgeldDigitalFeature'])}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Veranstaltungs-App' });
    expect(link.getAttribute('href')).toBe('https://veranstaltungen.example/start?organization=4');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // the spec's order: the event app before the church-tax app
    const names = screen.getAllByRole('link').map((entry) => entry.textContent);
    expect(names.indexOf('Veranstaltungs-App')).toBeLessThan(names.indexOf('Kirchgeld'));
  });
});
