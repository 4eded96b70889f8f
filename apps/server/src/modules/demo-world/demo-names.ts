/** Names of the demo world: a fictional regional church with its districts, parishes and churches. */

export const ROOT_NAME = 'Evangelische Landeskirche am Neckar';
export const REGION_NAME = 'Prälatur Heilbronn';

export const DISTRICTS: { name: string; parishes: { name: string; churches: string[] }[] }[] = [
  {
    name: 'Kirchenbezirk Neckartal',
    parishes: [
      { name: 'Ev. Kirchengemeinde Lauffen', churches: ['Regiswindiskirche', 'Martinskirche'] },
      { name: 'Ev. Kirchengemeinde Talheim', churches: ['Kilianskirche'] },
      { name: 'Ev. Kirchengemeinde Flein', churches: ['Veitskirche', 'Gemeindehaus Flein'] },
      { name: 'Ev. Kirchengemeinde Nordheim', churches: ['Bartholomäuskirche'] },
    ],
  },
  {
    name: 'Kirchenbezirk Zabergäu',
    parishes: [
      { name: 'Ev. Kirchengemeinde Brackenheim', churches: ['Johanneskirche', 'Stadtkirche Brackenheim'] },
      { name: 'Ev. Kirchengemeinde Güglingen', churches: ['Mauritiuskirche'] },
      { name: 'Ev. Kirchengemeinde Cleebronn', churches: ['Michaelskirche'] },
    ],
  },
];

/** Names for the larger worlds that benchmarks build. */
export function generatedDistrictName(index: number): string {
  return `Kirchenbezirk ${index + 1}`;
}

export function generatedParishName(districtIndex: number, parishIndex: number): string {
  return `Ev. Kirchengemeinde ${districtIndex + 1}-${parishIndex + 1}`;
}

export const DEMO_PASSWORD = 'Kollekta-Demo-2026';

export const DEMO_ACCOUNTS = [
  { username: 'admin', name: 'Plattform-Administration', email: 'admin@kollekta.example' },
  { username: 'landeskirche', name: 'Oberkirchenrat Finanzen', email: 'finanzen@landeskirche.example' },
  { username: 'bezirk', name: 'Dekanatamt Neckartal', email: 'dekanat@neckartal.example' },
  { username: 'gemeinde', name: 'Petra Schulz', email: 'pfarramt@lauffen.example' },
  { username: 'planer', name: 'Jonas Weber', email: 'j.weber@lauffen.example' },
  { username: 'kasse', name: 'Anna Keller', email: 'a.keller@lauffen.example' },
  { username: 'kasse2', name: 'Martin Braun', email: 'm.braun@lauffen.example' },
  { username: 'nachbar', name: 'Ruth Hofmann', email: 'pfarramt@brackenheim.example' },
] as const;
