/**
 * Rules of the user administration list (administration.md §2 "Users", §9): the filter, page
 * sizes and the semicolon-separated e-mail list of the filtered users.
 */

/** 0 stands for "all". */
export const USER_PAGE_SIZES = [20, 50, 100, 200, 0] as const;
export type UserPageSize = (typeof USER_PAGE_SIZES)[number];
export const DEFAULT_USER_PAGE_SIZE: UserPageSize = 20;

/** The product's own mail domain; addresses there are internal and left out of the list. */
export const DEFAULT_INTERNAL_EMAIL_DOMAIN = 'kollekta.de';

export function isInternalEmail(email: string, internalDomain: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const internal = internalDomain.trim().toLowerCase();
  return internal.length > 0 && (domain === internal || domain.endsWith(`.${internal}`));
}

/** The addresses of the given users joined by semicolons: no empty, no internal, no duplicates. */
export function joinEmailList(emails: readonly string[], internalDomain: string): string {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of emails) {
    const email = raw.trim();
    const key = email.toLowerCase();
    if (email.length === 0 || isInternalEmail(email, internalDomain) || seen.has(key)) continue;
    seen.add(key);
    result.push(email);
  }
  return result.join(';');
}

/** The filter matches name, username, e-mail or the name of an organisation the user has a role in. */
export function matchesUserFilter(
  user: { name: string; username: string; email: string; organizationNames: readonly string[] },
  filter: string,
): boolean {
  const needle = filter.trim().toLocaleLowerCase('de');
  if (needle.length === 0) return true;
  return [user.name, user.username, user.email, ...user.organizationNames].some((value) =>
    value.toLocaleLowerCase('de').includes(needle),
  );
}
