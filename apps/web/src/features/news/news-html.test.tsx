// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSafeHref, renderNewsHtml } from './news-html';

function html(message: string): string {
  const { container } = render(<div>{renderNewsHtml(message)}</div>);
  return (container.firstChild as HTMLElement).innerHTML;
}

describe('news messages in the page', () => {
  it('keeps paragraphs, emphasis and safe links', () => {
    expect(html('<p>Eine <strong>Sammlung</strong> dauert <em>7 Tage</em>.</p>')).toBe(
      '<p>Eine <strong>Sammlung</strong> dauert <em>7 Tage</em>.</p>',
    );
    expect(html('<a href="#/qr">QR</a>')).toContain('href="#/qr"');
  });

  it('never renders scripts, handlers or javascript links', () => {
    const result = html(
      '<p onclick="alert(1)">a<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">b</a></p>',
    );
    expect(result).not.toMatch(/onclick|onerror|<script|<img|javascript:/);
    expect(result).toContain('a');
    expect(result).toContain('b');
  });

  it.each([
    ['https://kollekta.de', true],
    ['mailto:support@kollekta.de', true],
    ['#/qr', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
  ])('href %s safe: %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
