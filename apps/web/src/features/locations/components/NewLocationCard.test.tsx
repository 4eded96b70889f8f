// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render';
import { LOCATIONS_MESSAGES } from '../messages';
import { NewLocationCard } from './NewLocationCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORGANIZATION = { url: 'http://localhost/api/v2/organization/4/' };

function typeName(value: string) {
  fireEvent.change(screen.getByLabelText(/Name des Ortes/), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: LOCATIONS_MESSAGES.create }));
}

describe('the plus card (administration.md §2: "New location name must not be empty")', () => {
  it('refuses a name of spaces at the field without asking the server', async () => {
    const { sent } = mockFetch({});
    renderAt('/', '/', <NewLocationCard organization={ORGANIZATION} />);
    expect(screen.getByRole('button', { name: LOCATIONS_MESSAGES.create })).toHaveProperty('disabled', true);
    typeName('   ');
    expect(await screen.findByText(LOCATIONS_MESSAGES.nameRequired)).toBeTruthy();
    expect(sent('POST location/')).toEqual([]);
  });

  it("shows the server's refusal at the field", async () => {
    mockFetch({
      'POST location/': { status: 400, body: { name: ['Der Name darf höchstens 200 Zeichen lang sein.'] } },
    });
    renderAt('/', '/', <NewLocationCard organization={ORGANIZATION} />);
    typeName('Kapelle');
    expect(await screen.findByText('Der Name darf höchstens 200 Zeichen lang sein.')).toBeTruthy();
  });

  it('creates the location for the organisation', async () => {
    const { sent } = mockFetch({
      'POST location/': {
        status: 201,
        body: {
          id: 9,
          url: 'http://localhost/api/v2/location/9/',
          name: 'Kapelle',
          organization: ORGANIZATION.url,
          organization_id: 4,
          organization_name: 'Ev. Kirchengemeinde Lauffen',
          public_url: 'http://localhost/p/4?location=9',
        },
      },
    });
    renderAt('/', '/', <NewLocationCard organization={ORGANIZATION} />);
    typeName('Kapelle');
    await waitFor(() => expect(sent('POST location/')).toHaveLength(1));
    expect(sent('POST location/')[0]?.body).toEqual({ name: 'Kapelle', organization: ORGANIZATION.url });
    await waitFor(() => expect((screen.getByLabelText(/Name des Ortes/) as HTMLInputElement).value).toBe(''));
  });
});
