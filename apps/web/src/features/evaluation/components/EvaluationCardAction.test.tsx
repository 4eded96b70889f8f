// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { makeLauffen, makePlan } from '../../../test-support/planning-fixtures';
import { renderAt } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { EvaluationCardAction } from './EvaluationCardAction';

beforeEach(() => sessionStore.signIn('token', makeUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Auswertung on the collection card (planning.md §6: "readOther is needed to see the evaluation link")', () => {
  it('opens the evaluation of the plan as the organisation sees it', async () => {
    mockFetch({ 'GET organization/4/payments/': { body: [] } });
    renderAt(
      '/',
      '/',
      <EvaluationCardAction plan={makePlan(7, { name: 'Diakonie' })} organization={makeLauffen()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Auswertung' }));
    expect(await screen.findByRole('dialog', { name: 'Auswertung: Diakonie' })).toBeTruthy();
  });

  it('is not there without readOther', () => {
    mockFetch({});
    renderAt(
      '/',
      '/',
      <EvaluationCardAction
        plan={makePlan(7)}
        organization={makeLauffen({
          permissions: ['READ_NONSENSITIVE', 'READ_CPLAN_INHERITED', 'READ_CPLAN'],
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Auswertung' })).toBeNull();
  });
});
