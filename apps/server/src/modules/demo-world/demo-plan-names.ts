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
