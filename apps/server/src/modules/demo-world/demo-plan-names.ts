/** What the demo world collects for: the regional church's, the districts' and the parishes' purposes. */

/** Collections the regional church sets for the whole church (by the name of the day). */
export const REGIONAL_COLLECTIONS: Readonly<Record<string, string>> = {
  Heiligabend: 'Brot für die Welt',
  'Christfest I': 'Brot für die Welt',
  Epiphanias: 'Weltmission und Ökumene',
  Estomihi: 'Diakonie Katastrophenhilfe',
  Karfreitag: 'Hoffnung für Osteuropa',
  Ostersonntag: 'Diakonie in der Landeskirche',
  Pfingstsonntag: 'Ökumene und Auslandsarbeit',
  Trinitatis: 'Kirchenmusik in der Landeskirche',
  Erntedankfest: 'Landwirtschaftliche Familienberatung',
  Reformationstag: 'Gustav-Adolf-Werk',
  'Buß- und Bettag': 'Hilfe für Menschen in Wohnungsnot',
  Ewigkeitssonntag: 'Hospizarbeit',
  '1. Advent': 'Diakonie – Hilfe für Menschen in Not',
};

/** Collections of the districts; the second set for the second district and every other one. */
export const DISTRICT_COLLECTIONS: readonly Readonly<Record<string, string>>[] = [
  {
    '2. Advent': 'Diakonische Bezirksstelle Neckartal',
    Kantate: 'Bezirkskantorat',
    Exaudi: 'Evangelisches Bezirksjugendwerk',
    '3. Sonntag nach Trinitatis': 'Partnerschaft mit dem Kirchenkreis Moshi (Tansania)',
  },
  {
    '3. Advent': 'Evangelisches Jugendwerk Zabergäu',
    Laetare: 'Diakonieladen Brackenheim',
    Jubilate: 'Notfallseelsorge im Landkreis',
  },
];

/** The parishes' own Sunday collections, in turn. */
export const PARISH_PURPOSES: readonly string[] = [
  'Kirchenmusik der Gemeinde',
  'Diakoniestation',
  'Evangelischer Kindergarten',
  'Seniorenarbeit',
  'Konfirmandenfreizeit',
  'Gemeindebrief',
  'Besuchsdienst',
  'Eine-Welt-Arbeit',
  'Posaunenchor',
  'Gemeindehaus',
];

export const STANDING_PURPOSES: readonly { name: string; description: string }[] = [
  {
    name: 'Orgelsanierung',
    description: 'Unsere Orgel ist über hundert Jahre alt. Helfen Sie mit, dass sie weiter erklingt.',
  },
  {
    name: 'Jugendarbeit',
    description:
      'Jungschar, Konfi-Camp und Jugendkreis: Ihre Spende kommt den Kindern und Jugendlichen zugute.',
  },
];

export const LOCATION_PURPOSE = 'Sanierung des Kirchturms';
export const REGIONAL_STANDING_PURPOSE = 'Hoffnung für Osteuropa';

/**
 * The web apps put 'Für' before the purpose (planning.md §5): a name that starts with its own 'für'
 * would read 'Für Hilfe für Menschen in Not' (issue 12), so those plans get a display text that
 * continues the 'Für'. 'Brot für die Welt' keeps its name: it is the charity's.
 */
export const WEB_APP_TEXTS: Readonly<Record<string, string>> = {
  'Hilfe für Menschen in Wohnungsnot': 'Menschen in Wohnungsnot',
  'Diakonie – Hilfe für Menschen in Not': 'Menschen in Not (Diakonie)',
  'Hoffnung für Osteuropa': 'Menschen in Osteuropa',
  'Hilfe für Geflüchtete': 'Geflüchtete',
};

/** The display text the web apps show for a demo plan: its name, or the text above. */
export function webAppTextOf(name: string): string {
  return WEB_APP_TEXTS[name] ?? name;
}

/** The plan's display texts of the given web-app classes; none where the name reads well after 'Für'. */
export function webAppDisplayOf(name: string, classes: readonly ('WA' | 'WS')[]): Record<string, string> {
  const text = WEB_APP_TEXTS[name];
  return text ? Object.fromEntries(classes.map((deviceClass) => [deviceClass, text])) : {};
}
