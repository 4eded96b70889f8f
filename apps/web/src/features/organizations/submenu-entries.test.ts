import type { OrganizationDetail } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { lauffenDevices, makeDevice } from '../../test-support/device-fixtures';
import { evaluationDeviceClasses, findWebApp, webAppPagesOf } from './organization-navigation';
import { deviceClassEvaluationLinks, documentLinks, submenuLinks } from './submenu-entries';

type Permissions = OrganizationDetail['permissions'];
const ADMIN: Permissions = ['READ', 'READ_ORG_DATA', 'WRITE_ORG_DATA', 'WRITE', 'MANAGE_USERS', 'READ_CPLAN'];
const lauffen = (permissions: Permissions, validFeatures: OrganizationDetail['valid_features'] = []) => ({
  id: 4,
  level: 'parish' as const,
  permissions,
  valid_features: validFeatures,
});

describe('the web app pages (planning.md §2 {host}.kollekteapp, {host}.spendeapp)', () => {
  it('finds the organisation’s own web app of each page, as its card', () => {
    expect(findWebApp(lauffenDevices, 4, 'kollekteapp')?.id).toBe(14);
    expect(findWebApp(lauffenDevices, 4, 'spendeapp')?.id).toBe(15);
    expect(webAppPagesOf(lauffenDevices, 4)).toEqual(['kollekteapp', 'spendeapp']);
  });
  it('does not take a sub-organisation’s web app or a hardware device for one', () => {
    const child = makeDevice({
      device_class: 'WA',
      type: 'john',
      organization: { id: 5, url: 'x', name: 'Talheim' },
    });
    expect(findWebApp([child], 4, 'kollekteapp')).toBeNull();
    expect(webAppPagesOf(lauffenDevices.slice(0, 3), 4)).toEqual([]);
  });
});

describe('evaluationDeviceClasses', () => {
  it('gives each class the organisation has devices of once, hardware first', () => {
    expect(evaluationDeviceClasses(lauffenDevices)).toEqual(['KB', 'SP', 'WA', 'WS']);
    expect(evaluationDeviceClasses([])).toEqual([]);
  });
});

describe('submenuLinks (administration.md §2 "Organisation submenu")', () => {
  it('puts one evaluation per device class and the web apps after Übersicht, the church-tax app last', () => {
    const links = submenuLinks({
      organization: lauffen(ADMIN, ['KirchgeldDigitalFeature']),
      devices: lauffenDevices,
    });
    const labels = links.map((link) => link.label);
    expect(labels.slice(labels.indexOf('Übersicht'))).toEqual([
      'Übersicht',
      'Auswertung Digitaler Klingelbeutel',
      'Auswertung Spendensäule',
      'Auswertung Kollekten-App',
      'Auswertung Spenden-App',
      'Kollekten-App',
      'Spenden-App',
      'Kirchgeld',
    ]);
    expect(links.find((link) => link.key === 'evaluation:KB')?.to).toBe('/o/4/?device_class=KB');
    expect(links.find((link) => link.key === 'kollekteapp')?.to).toBe('/o/4/kollekteapp');
    expect(links.find((link) => link.key === 'spendeapp')?.to).toBe('/o/4/spendeapp');
    expect(links.find((link) => link.key === 'kirchgeld')?.href).toBe('/kirchgeld/');
  });

  it('shows no device-class evaluation to who may not read the income (as the dashboard)', () => {
    const links = submenuLinks({ organization: lauffen(['READ_NONSENSITIVE']), devices: lauffenDevices });
    expect(links.some((link) => link.key.startsWith('evaluation:'))).toBe(false);
  });

  it('shows the web apps to whoever reads the devices, as their cards', () => {
    const links = submenuLinks({ organization: lauffen(['READ']), devices: lauffenDevices });
    expect(links.map((link) => link.key)).toEqual(expect.arrayContaining(['kollekteapp', 'spendeapp']));
  });

  it('shows neither evaluations per class nor web apps without devices (no READ: no device list)', () => {
    const links = submenuLinks({ organization: lauffen(ADMIN) });
    expect(links.map((link) => link.key)).not.toContain('kollekteapp');
    expect(deviceClassEvaluationLinks({ organization: lauffen(ADMIN) })).toEqual([]);
  });

  it('counts only the organisation’s own devices for its evaluations', () => {
    const child = makeDevice({
      device_class: 'SD',
      type: 'andrew',
      organization: { id: 5, url: 'x', name: 'T' },
    });
    const links = deviceClassEvaluationLinks({ organization: lauffen(ADMIN), devices: [child] });
    expect(links).toEqual([]);
  });
});

describe('documentLinks (the drawer’s "Dokumente & Listen")', () => {
  it('lists the documents and lists the submenu shows, in its order', () => {
    const links = documentLinks({
      organization: lauffen(ADMIN, ['DisbursementOrderFeature']),
      donorLists: { recurring_payments: true, information_requests: true },
      hasDirectDebitFiles: true,
      devices: lauffenDevices,
    });
    expect(links.map((link) => link.label)).toEqual([
      'Zuwendungsbestätigungen',
      'Informationsanforderungen',
      'Lastschriftdateien',
      'Dauerspenden',
      'Kollektenbuch',
      'Kollektenweiterleitung',
      'Abrechnungen',
    ]);
    expect(links.map((link) => link.to)).toContain('/o/4/evaluation/book');
  });

  it('leaves out what the submenu leaves out', () => {
    const links = documentLinks({ organization: lauffen(['READ_NONSENSITIVE']) });
    expect(links.map((link) => link.label)).toEqual(['Abrechnungen']);
  });
});
