/**
 * The church-tax app's menu (devices-income-kirchgeld.md §2: Import, target group, letter creation,
 * letters, person search, reconciliation, certificates, legacy data import), plus the organisations.
 * Areas of later issues show disabled ('Folgt in Kürze').
 */
export type KgMenuEntry = { key: string; label: string; path: string; isAvailable: boolean };

export const KG_MENU: readonly KgMenuEntry[] = [
  { key: 'imports', label: 'Import', path: '/imports', isAvailable: true },
  { key: 'groups', label: 'Zielgruppe', path: '/groups', isAvailable: false },
  { key: 'lettersCreate', label: 'Brieferstellung', path: '/letters/create', isAvailable: false },
  { key: 'letters', label: 'Briefe', path: '/letters', isAvailable: false },
  { key: 'lookup', label: 'Personensuche', path: '/persons/lookup', isAvailable: true },
  { key: 'adjustments', label: 'Abgleich', path: '/adjustments', isAvailable: false },
  { key: 'certificates', label: 'Bescheinigungen', path: '/certificates', isAvailable: false },
  { key: 'legacy', label: 'Altdaten-Import', path: '/legacy/contextk', isAvailable: true },
  { key: 'organizations', label: 'Organisationen', path: '/organization/merge', isAvailable: true },
];

/** The entry a path belongs to, for the menu's highlight (a person's pages belong to the search). */
export function activeMenuKey(pathname: string): string | null {
  if (pathname.startsWith('/persons/')) return 'lookup';
  const entry = [...KG_MENU]
    .sort((a, b) => b.path.length - a.path.length)
    .find((candidate) => pathname === candidate.path || pathname.startsWith(`${candidate.path}/`));
  return entry?.key ?? null;
}
