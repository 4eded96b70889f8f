// @vitest-environment happy-dom
import type { OrganizationDetail } from '@kollekta/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeLauffen } from '../../../test-support/planning-fixtures';
import { renderAt } from '../../../test-support/render';
import { OrganizationSubmenu, submenuEntries } from './OrganizationSubmenu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the submenu entry of the church-tax app (issue 18)', () => {
  it.each([
    [['KirchgeldDigitalFeature'], true],
    [['DisbursementOrderFeature'], false],
    [[], false],
    [undefined, false],
  ] as [OrganizationDetail['valid_features'] | undefined, boolean][])(
    'with the features %j shows it: %s',
    (validFeatures, isShown) => {
      const entries = submenuEntries({
        permissions: ['READ'],
        level: 'parish',
        valid_features: validFeatures,
      });
      expect(entries.some((entry) => entry.key === 'kirchgeld' && entry.isEnabled)).toBe(isShown);
    },
  );

  it('links to /kirchgeld/, leaving the hash routes of the administration app', async () => {
    mockFetch({ 'GET organization/4/devices/': { body: [] } });
    const lauffen = {
      ...makeLauffen({ permissions: ['READ'] }),
      valid_features: ['KirchgeldDigitalFeature'] satisfies OrganizationDetail['valid_features'],
    };
    renderAt('/o/4', '/o/:id', <OrganizationSubmenu organization={lauffen} />);
    expect((await screen.findByRole('link', { name: 'Kirchgeld' })).getAttribute('href')).toBe('/kirchgeld/');
  });
});
