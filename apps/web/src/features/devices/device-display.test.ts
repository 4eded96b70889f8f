import { describe, expect, it } from 'vitest';
import { ageText, classLine, contractLine, uptimeText } from './device-display';

describe('device card texts', () => {
  it('marks an inactive device after its class name', () => {
    expect(classLine({ device_class: 'SP', active: true })).toBe('Spendensäule');
    expect(classLine({ device_class: 'KB', active: false })).toBe('Digitaler Klingelbeutel (inaktiv)');
    expect(classLine({ device_class: 'XY', active: true })).toBe('unbekanntem Gerät');
  });

  it('writes contracts with German dates', () => {
    expect(contractLine({ number: 'KV-2025-0007', kind: 'rent', since: '2025-03-01', until: null })).toBe(
      'Mietvertrag Nr. KV-2025-0007 seit 01.03.2025',
    );
    expect(contractLine({ number: 'K-1', kind: 'purchase', since: '2024-01-15', until: '2027-01-14' })).toBe(
      'Kaufvertrag Nr. K-1 seit 15.01.2024 bis 14.01.2027',
    );
  });

  it.each([
    [0, 'vor 0 s'],
    [119, 'vor 119 s'],
    [120, 'vor 2 min'],
    [-5, 'vor 0 s'],
  ])('age %d → %s', (seconds, text) => {
    expect(ageText(seconds)).toBe(text);
  });

  it('writes the uptime', () => {
    expect(uptimeText(300)).toBe('5 min');
    expect(uptimeText(3 * 3600 + 120)).toBe('3 h 2 min');
    expect(uptimeText(2 * 86_400 + 3600)).toBe('2 d 1 h');
  });
});
