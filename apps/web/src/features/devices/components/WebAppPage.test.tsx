// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { lauffenDevices } from '../../../test-support/device-fixtures';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeLauffen } from '../../../test-support/planning-fixtures';
import { renderRoutes } from '../../../test-support/render';
import { WebAppPage } from './WebAppPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(page: 'kollekteapp' | 'spendeapp') {
  return renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        children: [{ path: page, element: <WebAppPage page={page} /> }],
      },
    ],
    `/o/4/${page}`,
  );
}

const QR = { url: 'http://localhost/p/4', qr_svg: '<svg/>', qr_png: 'data:image/png;base64,AA==' };

describe('the web app pages (planning.md §2 {host}.kollekteapp, {host}.spendeapp)', () => {
  it('shows the collection app’s embed code, direct link, QR code and preview to who sees its card', async () => {
    mockFetch({
      'GET organization/4/': { body: makeLauffen({ permissions: ['READ', 'READ_NONSENSITIVE'] }) },
      'GET organization/4/devices/': { body: lauffenDevices },
      'GET organization/4/direct_link/': { body: QR },
    });
    renderPage('kollekteapp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kollekten-App' })).toBeTruthy();
    const code = screen.getByLabelText('Code zum Einbinden') as HTMLTextAreaElement;
    expect(code.value).toContain('/p/4');
    expect(await screen.findByAltText('QR-Code für http://localhost/p/4')).toBeTruthy();
    expect(screen.getByTitle('Vorschau: Kollekten-App').getAttribute('src')).toContain('/p/4?');
    // the card shows no settings button to who may not change them: the page shows no settings
    expect(screen.queryByRole('region', { name: 'Einstellungen' })).toBeNull();
  });

  it('gives the donation app its own embed code', async () => {
    mockFetch({
      'GET organization/4/': { body: makeLauffen({ permissions: ['READ'] }) },
      'GET organization/4/devices/': { body: lauffenDevices },
      'GET organization/4/direct_link/': { body: { ...QR, url: 'http://localhost/o/4' } },
    });
    renderPage('spendeapp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spenden-App' })).toBeTruthy();
    expect((screen.getByLabelText('Code zum Einbinden') as HTMLTextAreaElement).value).toContain('/o/4');
  });

  it('refuses who may not read the devices, without asking for them', async () => {
    const { requests } = mockFetch({
      'GET organization/4/': { body: makeLauffen({ permissions: ['READ_NONSENSITIVE'] }) },
    });
    renderPage('kollekteapp');
    expect(
      await screen.findByText(
        'Sie haben nicht ausreichend Rechte, um diese Seite anzuzeigen. Wenden Sie sich an Ihren Administrator.',
      ),
    ).toBeTruthy();
    expect(requests.some((request) => request.path.includes('devices'))).toBe(false);
  });

  it('says so where the organisation has no such app', async () => {
    mockFetch({
      'GET organization/4/': { body: makeLauffen({ permissions: ['READ'] }) },
      'GET organization/4/devices/': { body: lauffenDevices.slice(0, 3) },
    });
    renderPage('spendeapp');
    expect(await screen.findByText('Diese Organisation hat keine Spenden-App.')).toBeTruthy();
  });
});
