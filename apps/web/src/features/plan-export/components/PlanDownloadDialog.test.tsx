// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { makeLauffen, makePlan } from '../../../test-support/planning-fixtures';
import { renderAt } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { DirectLinkDialog } from './DirectLinkDialog';
import { PlanDownloadDialog } from './PlanDownloadDialog';

beforeEach(() => {
  sessionStore.signIn('token', makeUser());
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dialog = () => screen.getByRole('dialog', { name: 'Kollektenplan herunterladen' });

describe('Kollektenplan herunterladen (planning.md §2)', () => {
  it('starts at the start of last year, shows the hint, and sends ISO days with the end day included', async () => {
    const { sent } = mockFetch({
      'GET organization/4/export_collection_plans/': { body: {} },
    });
    URL.createObjectURL = vi.fn(() => 'blob:plan');
    URL.revokeObjectURL = vi.fn();
    renderAt('/', '/', <PlanDownloadDialog organization={makeLauffen()} onClose={() => {}} />);
    expect(within(dialog()).getByLabelText('Startdatum')).toHaveProperty('value', '01.01.2025');
    expect(within(dialog()).getByLabelText('Enddatum')).toHaveProperty('value', '31.12.2027');
    expect(within(dialog()).getAllByText('z.B. 15.03.2023')).toHaveLength(2);

    fireEvent.change(within(dialog()).getByLabelText('Startdatum'), { target: { value: '15.03.2026' } });
    fireEvent.change(within(dialog()).getByLabelText('Enddatum'), { target: { value: '31.12.2026' } });
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Download' }));
    });
    await waitFor(() => expect(sent('GET organization/4/export_collection_plans/')).toHaveLength(1));
    const [request] = sent('GET organization/4/export_collection_plans/');
    expect(request?.headers).toMatchObject({ Authorization: 'Token token' });
    const url = new URL(String(vi.mocked(fetch).mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start__gte: '2026-03-15',
      start__lt: '2027-01-01',
    });
  });

  it('refuses a day that is none, and an end before the start', () => {
    mockFetch({});
    renderAt('/', '/', <PlanDownloadDialog organization={makeLauffen()} onClose={() => {}} />);
    const download = within(dialog()).getByRole('button', { name: 'Download' });
    fireEvent.change(within(dialog()).getByLabelText('Startdatum'), { target: { value: '31.02.2026' } });
    expect(
      within(dialog()).getByText('Bitte ein Datum im Format TT.MM.JJJJ eingeben, z.B. 15.03.2023.'),
    ).toBeTruthy();
    expect(download).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog()).getByLabelText('Startdatum'), { target: { value: '01.02.2027' } });
    fireEvent.change(within(dialog()).getByLabelText('Enddatum'), { target: { value: '01.01.2027' } });
    expect(within(dialog()).getByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeTruthy();
    expect(download).toHaveProperty('disabled', true);
  });

  it('offers the download only with the export permission, the template to everyone, the import to planners', () => {
    mockFetch({});
    const reader = makeLauffen({ permissions: ['READ_NONSENSITIVE', 'READ_CPLAN_INHERITED'] });
    renderAt('/', '/', <PlanDownloadDialog organization={reader} onClose={() => {}} />);
    expect(within(dialog()).getByRole('button', { name: 'Download' })).toHaveProperty('disabled', true);
    expect(within(dialog()).getByRole('button', { name: 'Vorlage herunterladen' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(dialog()).queryByRole('button', { name: 'Importieren' })).toBeNull();
  });

  it('shows the import report by row', async () => {
    mockFetch({
      'POST organization/4/import_collection_plans/': {
        status: 400,
        body: {
          rows: [
            'Zeile 4, Spalte „Ende“: Das Enddatum darf nicht in der Vergangenheit oder vor dem Startdatum liegen',
          ],
        },
      },
    });
    renderAt('/', '/', <PlanDownloadDialog organization={makeLauffen()} onClose={() => {}} />);
    const input = dialog().querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['PK'], 'plan.xlsx')] } });
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Importieren' }));
    });
    const report = await within(dialog()).findByRole('list', { name: 'Fehlerbericht' });
    expect(report.textContent).toContain('Zeile 4, Spalte „Ende“: Das Enddatum darf nicht');
    expect(
      within(dialog()).getByText('Die Datei enthält Fehler. Es wurde keine Sammlung angelegt.'),
    ).toBeTruthy();
  });
});

describe('Direktlink dialog (planning.md §2, width 600px)', () => {
  it('explains that a plan without web apps has no direct link, without asking the server', () => {
    const { requests } = mockFetch({});
    renderAt(
      '/',
      '/',
      <DirectLinkDialog
        plan={makePlan(5, { targets: ['KB', 'GC'] })}
        organizationId={4}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: /^Direktlink – / }).textContent).toContain(
      'Diese Sammlung läuft in keiner Web-App.',
    );
    expect(requests.filter((request) => request.path.includes('direct_link'))).toHaveLength(0);
  });

  it('shows the link of each web app of the plan with its QR code', async () => {
    mockFetch({
      'GET collection_plan/5/direct_link/': {
        body: {
          plan: 5,
          organization: 4,
          links: [
            {
              app: 'bart',
              device_class: 'WS',
              url: 'http://kollekta.test/o/4?collection=5',
              qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
              qr_png: 'data:image/png;base64,iVBORw0KGgo=',
            },
          ],
        },
      },
    });
    renderAt(
      '/',
      '/',
      <DirectLinkDialog plan={makePlan(5, { targets: ['WS'] })} organizationId={4} onClose={() => {}} />,
    );
    const section = await screen.findByRole('region', { name: 'Spenden-App' });
    expect(within(section).getByRole('link', { name: 'http://kollekta.test/o/4?collection=5' })).toBeTruthy();
    expect(
      within(section).getByRole('img', { name: 'QR-Code für http://kollekta.test/o/4?collection=5' }),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'PNG herunterladen' }).getAttribute('download')).toBe(
      'direktlink-spenden-app-5.png',
    );
  });
});
