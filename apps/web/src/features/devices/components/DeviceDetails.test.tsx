// @vitest-environment happy-dom
import type { Device } from '@kollekta/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { mockFetch } from '../../../test-support/fetch-mock';
import { EMPTY_SNAPSHOT } from '../telemetry/telemetry-snapshot';
import { DeviceDetails } from './DeviceDetails';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function device(deviceClass: string, type: Device['type']): Device {
  return {
    id: 1,
    url: 'http://localhost/api/v2/device/1/',
    name: 'Digitaler Klingelbeutel 1',
    type,
    device_class: deviceClass,
    active: true,
    mqtt_identity: 'demo-4-kb-1',
    bcmserno: null,
    collection_member_state: null,
    current_location: null,
    sticky_location: false,
    contracts: [],
    settings_inherit: {},
    settings_local: {},
    organization: { id: 4, url: 'http://localhost/api/v2/organization/4/', name: 'Lauffen' },
    is_web_app: false,
    last_cash_up: null,
    can_change_settings: false,
    can_cash_up: false,
  };
}

function renderDetails(subject: Device, firmware: string) {
  const telemetry = {
    ...EMPTY_SNAPSHOT,
    deviceInformation: { firmware, board_type: 'kb-v3', serial: 'KB3-1', uptime_seconds: 60 },
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeviceDetails device={subject} telemetry={telemetry} now={0} onOpenWifiList={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the firmware line of the mehr panel (looked up by kind KB and identifier)', () => {
  it('names the release date of a known firmware', async () => {
    mockFetch({
      'GET firmware/KB/2026.10.2/': {
        body: {
          url: 'http://localhost/api/v2/firmware/KB/2026.10.2/',
          kind: 'KB',
          identifier: '2026.10.2',
          created_at: '2026-10-02T08:00:00.000Z',
          notes: '',
        },
      },
    });
    renderDetails(device('KB', 'peter'), '2026.10.2');
    expect(await screen.findByText('Firmware 2026.10.2 vom 02.10.2026')).toBeTruthy();
  });

  it('says Unbekannte Firmware when there is no such release', async () => {
    mockFetch({ 'GET firmware/KB/1999.1.1/': { status: 404, body: { detail: 'Firmware nicht gefunden.' } } });
    renderDetails(device('KB', 'peter'), '1999.1.1');
    expect(await screen.findByText('Unbekannte Firmware (1999.1.1)')).toBeTruthy();
  });

  it('shows the identifier of other classes without a lookup', async () => {
    const { requests } = mockFetch({});
    renderDetails(device('SP', 'matt'), '2026.10.2');
    expect(screen.getByText('2026.10.2')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
