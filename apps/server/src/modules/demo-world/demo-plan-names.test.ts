import { describe, expect, it } from 'vitest';
import {
  DISTRICT_COLLECTIONS,
  LOCATION_PURPOSE,
  PARISH_PURPOSES,
  REGIONAL_COLLECTIONS,
  REGIONAL_STANDING_PURPOSE,
  STANDING_PURPOSES,
  webAppDisplayOf,
  webAppTextOf,
} from './demo-plan-names';

/** the charity's own name, which keeps its 'für' */
const PROPER_NAMES = ['Brot für die Welt'];
const ALL_NAMES = [
  ...Object.values(REGIONAL_COLLECTIONS),
  ...DISTRICT_COLLECTIONS.flatMap((names) => Object.values(names)),
  ...PARISH_PURPOSES,
  ...STANDING_PURPOSES.map((purpose) => purpose.name),
  LOCATION_PURPOSE,
  REGIONAL_STANDING_PURPOSE,
  'Hilfe für Geflüchtete',
];

describe('what the demo plans show after the web apps’ “Für” (issue 12)', () => {
  it.each(ALL_NAMES.filter((name) => !PROPER_NAMES.includes(name)))('“Für %s” says “für” once', (name) => {
    const shown = `Für ${webAppTextOf(name)}`;
    expect(shown.toLowerCase().match(/\bfür\b/g)).toHaveLength(1);
  });

  it('gives the display text to the apps that show it, and none where the name reads well', () => {
    expect(webAppDisplayOf('Hilfe für Menschen in Wohnungsnot', ['WA'])).toEqual({
      WA: 'Menschen in Wohnungsnot',
    });
    expect(webAppDisplayOf('Hospizarbeit', ['WA'])).toEqual({});
  });
});
