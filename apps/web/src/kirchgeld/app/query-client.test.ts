import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { reportKgApiError } from './query-client';

describe('errors of the church-tax app (§8)', () => {
  it('shows the server’s German message in the snackbar', () => {
    const show = vi.fn();
    const signOut = vi.fn();
    reportKgApiError(new ApiError(400, { detail: 'Nicht erlaubt.' }), undefined, { signOut }, show);
    expect(show).toHaveBeenCalledWith('Fehler in der Übertragung: Nicht erlaubt.');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 without a message', () => {
    const show = vi.fn();
    const signOut = vi.fn();
    reportKgApiError(new ApiError(401, { detail: 'Ungültiges Token.' }), undefined, { signOut }, show);
    expect(signOut).toHaveBeenCalledOnce();
    expect(show).not.toHaveBeenCalled();
  });

  it('leaves what a call handles itself to the call', () => {
    const show = vi.fn();
    reportKgApiError(new ApiError(404, null), { handledStatuses: [404] }, { signOut: vi.fn() }, show);
    reportKgApiError(new ApiError(500, null), { handledStatuses: 'all' }, { signOut: vi.fn() }, show);
    expect(show).not.toHaveBeenCalled();
  });
});
