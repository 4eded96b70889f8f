/**
 * The church-tax app's menu (devices-income-kirchgeld.md §2: Import, target group, letter creation,
 * letters, person search, reconciliation, certificates, legacy data import), plus the organisations.
 */
export type KgMenuEntry = { key: string; label: string; path: string };

export const KG_MENU: readonly KgMenuEntry[] = [
  { key: 'imports', label: 'Import', path: '/imports' },
  { key: 'groups', label: 'Zielgruppe', path: '/groups' },
  { key: 'lettersCreate', label: 'Brieferstellung', path: '/letters/create' },
  { key: 'letters', label: 'Briefe', path: '/letters' },
  { key: 'lookup', label: 'Personensuche', path: '/persons/lookup' },
  { key: 'adjustments', label: 'Abgleich', path: '/adjustments' },
  { key: 'certificates', label: 'Bescheinigungen', path: '/certificates' },
  { key: 'legacy', label: 'Altdaten-Import', path: '/legacy/contextk' },
  { key: 'organizations', label: 'Organisationen', path: '/organization/merge' },
];

/**
 * The entry a path belongs to, for the menu's highlight: a person's pages belong to the search, the
 * filter builder of the person index and a new target group to the target groups.
 */
export function activeMenuKey(pathname: string): string | null {
  if (pathname === '/persons' || pathname.startsWith('/target-groups/')) return 'groups';
  if (pathname.startsWith('/persons/')) return 'lookup';
  const entry = [...KG_MENU]
    .sort((a, b) => b.path.length - a.path.length)
    .find((candidate) => pathname === candidate.path || pathname.startsWith(`${candidate.path}/`));
  return entry?.key ?? null;
}
