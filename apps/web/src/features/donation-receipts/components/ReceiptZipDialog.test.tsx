// @vitest-environment happy-dom
import type { ReceiptZipJob } from '@kollekta/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { sessionStore } from '../../session';
import { ReceiptZipDialog } from './ReceiptZipDialog';

const job = (patch: Partial<ReceiptZipJob> = {}): ReceiptZipJob => ({
  id: 'job-1',
  state: 'queued',
  done: 0,
  total: 0,
  error: null,
  file_name: null,
  download_url: null,
  ...patch,
});

function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReceiptZipDialog organizationId={4} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

/** the picker's hidden input, which holds the day as typed (DD.MM.YYYY) */
const dayInput = (label: RegExp) =>
  screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
/** the field the user reads: the picker's group with its sections */
const dayField = (label: RegExp) =>
  screen.getAllByLabelText(label).find((element) => element.tagName !== 'INPUT') as HTMLElement;
const setDay = (label: RegExp, isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  fireEvent.change(dayInput(label), { target: { value: `${day}.${month}.${year}` } });
};

beforeEach(() => sessionStore.signIn('token', makeUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Zeitraum als ZIP herunterladen (devices-income-kirchgeld.md "Receipt generation (bulk)")', () => {
  it('asks for both days before sending: "Verpflichtend" at each field', async () => {
    const { sent } = mockFetch({});
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ZIP erstellen' }));
    expect(await screen.findAllByText('Verpflichtend')).toHaveLength(2);
    const from = dayField(/Datum von/);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(from.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Verpflichtend',
    );
    setDay(/Datum von/, '2026-06-01');
    setDay(/Datum bis/, '2026-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'ZIP erstellen' }));
    expect(await screen.findByText('Das Ende des Zeitraums muss nach seinem Beginn liegen.')).toBeTruthy();
    expect(sent('POST donation_receipt/zip/')).toHaveLength(0);
  });

  it('puts the server’s refusal at its field', async () => {
    mockFetch({
      'POST donation_receipt/zip/': {
        status: 400,
        body: { date_before: ['Für diesen Zeitraum gibt es keine Zuwendungsbestätigungen.'] },
      },
    });
    renderDialog();
    setDay(/Datum von/, '2026-01-01');
    setDay(/Datum bis/, '2026-07-01');
    fireEvent.click(screen.getByRole('button', { name: 'ZIP erstellen' }));
    const message = await screen.findByText('Für diesen Zeitraum gibt es keine Zuwendungsbestätigungen.');
    const before = dayField(/Datum bis/);
    expect(before.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('starts the job, shows waiting, done of total and loading, downloads the ZIP and closes', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const states = [
      job({ state: 'running', done: 3, total: 10 }),
      job({
        state: 'finished',
        done: 10,
        total: 10,
        file_name: '2026-11-25_10-00_Zuwendungsbestätigungen.zip',
        download_url: 'donation_receipt/zip/job-1/download/',
      }),
    ];
    let polls = 0;
    const { sent } = mockFetch({
      'POST donation_receipt/zip/': { status: 201, body: job() },
      'GET donation_receipt/zip/job-1/': () => {
        const answer = states[Math.min(polls, states.length - 1)];
        polls += 1;
        return { body: answer };
      },
      'GET donation_receipt/zip/job-1/download/': { body: 'PK' },
    });
    const { onClose } = renderDialog();
    setDay(/Datum von/, '2026-01-01');
    setDay(/Datum bis/, '2027-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'ZIP erstellen' }));
    expect(await screen.findByText('Warte auf freie Serverkapazität …')).toBeTruthy();
    expect(sent('POST donation_receipt/zip/')[0]?.body).toEqual({
      organization: 4,
      date_from: '2026-01-01',
      date_before: '2027-01-01',
    });
    expect(
      await screen.findByText('Zuwendungsbestätigungen werden gepackt: 3 von 10', undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('GET donation_receipt/zip/job-1/download/')).toHaveLength(1);
  });
});
