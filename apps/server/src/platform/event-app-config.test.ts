import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

// EVENT_APP_URL names the event app the submenu links to (administration.md §2 "external links").
describe('EVENT_APP_URL', () => {
  it('defaults to the event app of the Kollekta service', () => {
    expect(readConfig({}).eventAppUrl).toBe('https://veranstaltungen.kollekta.de/');
  });

  it('takes another address, trimmed', () => {
    expect(readConfig({ EVENT_APP_URL: ' https://events.example/app ' }).eventAppUrl).toBe(
      'https://events.example/app',
    );
  });

  it('empty means no event app, so no link', () => {
    expect(readConfig({ EVENT_APP_URL: '' }).eventAppUrl).toBeNull();
  });

  it('refuses something that is not an address at start-up', () => {
    expect(() => readConfig({ EVENT_APP_URL: 'veranstaltungen' })).toThrow(/EVENT_APP_URL/);
  });
});
