// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListName } from './ListName';

afterEach(cleanup);

describe('ListName (planning.md §9, administration.md §9: names cut at 22 characters in lists)', () => {
  it('shows a short name as it is, without a title', () => {
    const { container } = render(<ListName name="Orgelrenovierung" />);
    expect(container.textContent).toBe('Orgelrenovierung');
    expect(container.querySelector('[title]')).toBeNull();
  });

  it('cuts a long name at 22 characters with …, the whole name as title and for screen readers', () => {
    const name = 'Kirchengemeindepartnerschaftsarbeit Tansania';
    const { container } = render(<ListName name={name} />);
    const shown = container.querySelector('[aria-hidden="true"]');
    expect(shown?.textContent).toBe('Kirchengemeindepartne…');
    expect([...(shown?.textContent ?? '')].length).toBe(22);
    expect(container.querySelector('[title]')?.getAttribute('title')).toBe(name);
    // what a screen reader reads: the whole name, once (the cut one is hidden from it)
    expect(screen.getByText(name).closest('[aria-hidden]')).toBeNull();
  });
});
