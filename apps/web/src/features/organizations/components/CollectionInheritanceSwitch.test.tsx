// @vitest-environment happy-dom

import type { OrganizationDetail, OrganizationSummary } from '@kollekta/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { districtAdminOrganizations } from '../../../test-support/fixtures';
import { renderAt } from '../../../test-support/render';
import { CollectionInheritanceSwitch } from './CollectionInheritanceSwitch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const organization = (flags: string[]) => ({ id: 4, flags });
const [, , , lauffen] = districtAdminOrganizations;
const detail = (flags: string[]): OrganizationDetail => ({
  ...(lauffen as OrganizationSummary),
  flags,
  children: [],
  locations: [],
  settings_local: {},
  settings_inherit: {},
  datev_creditor: null,
  contacts: [],
  features: [],
  valid_features: [],
});

describe('the collection inheritance switch (administration.md §4)', () => {
  it('switching off adds no_inherit_collections and keeps the other flags', async () => {
    const { sent } = mockFetch({
      'PATCH organization/4/': { body: detail(['enableWS', 'no_inherit_collections']) },
    });
    renderAt('/', '/', <CollectionInheritanceSwitch organization={organization(['enableWS'])} isSuperuser />);
    const toggle = screen.getByRole('switch', {
      name: 'Sammlungen der übergeordneten Organisationen übernehmen',
    });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(sent('PATCH organization/4/')).toHaveLength(1));
    expect(sent('PATCH organization/4/')[0]?.body).toEqual({ flags: ['enableWS', 'no_inherit_collections'] });
    expect(sent('POST organization/4/recalculate_cplan/')).toHaveLength(0);
  });

  it('switching on removes the flag and has the plans recalculated', async () => {
    const { sent } = mockFetch({
      'PATCH organization/4/': { body: detail([]) },
      'POST organization/4/recalculate_cplan/': {
        body: { no_inherit_collections: false, own_plans: 3, inherited_plans: 7 },
      },
    });
    renderAt(
      '/',
      '/',
      <CollectionInheritanceSwitch organization={organization(['no_inherit_collections'])} isSuperuser />,
    );
    fireEvent.click(screen.getByRole('switch'));
    await vi.waitFor(() => expect(sent('PATCH organization/4/')).toHaveLength(1));
    await vi.waitFor(() => expect(sent('POST organization/4/recalculate_cplan/')).toHaveLength(1));
    expect(sent('PATCH organization/4/')[0]?.body).toEqual({ flags: [] });
    expect(
      await screen.findByText('3 eigene und 7 übernommene laufende oder geplante Sammlungen.'),
    ).toBeTruthy();
  });

  it('is read-only for everyone but superusers', () => {
    renderAt('/', '/', <CollectionInheritanceSwitch organization={organization([])} isSuperuser={false} />);
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Nur Plattform-Administratoren/)).toBeTruthy();
  });
});
