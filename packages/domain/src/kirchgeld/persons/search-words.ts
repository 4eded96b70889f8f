/**
 * The person lookup's search (devices-income-kirchgeld.md §2 "Person lookup"): a term matches the
 * start of a word of the names, street, postcode or place (`kgSearchText`); every term must match.
 * The server stores the words of each person's newest version and looks terms up as prefixes.
 */

/**
 * Spaces and punctuation end a word; letters such as ü or ß never do. The migration
 * 20261128110000_kg_persons splits stored texts at the same characters.
 */
const WORD_SEPARATOR = /[\s.,;:/()'"&+_!?*#@<>|{}=~%$-]+/u;
/** terms beyond this are ignored: nobody types more, and each costs a lookup */
export const KG_SEARCH_MAX_TERMS = 6;

/** The distinct lower-case words of a text. */
export function kgSearchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(WORD_SEPARATOR)
    .filter((word) => word !== '');
  return [...new Set(words)];
}

/** The terms of what the user typed: lower-case word starts, each at most once, longest first. */
export function kgSearchTerms(search: string | undefined | null): string[] {
  const words = kgSearchWords(search ?? '').sort((a, b) => b.length - a.length);
  // a term that begins another one says nothing more ('mü müller' is 'müller')
  const terms = words.filter(
    (word, index) => !words.slice(0, index).some((longer) => longer.startsWith(word)),
  );
  return terms.slice(0, KG_SEARCH_MAX_TERMS);
}

/** Whether a search text matches every term (the rule the server's index implements). */
export function kgSearchMatches(searchText: string, search: string): boolean {
  const words = kgSearchWords(searchText);
  return kgSearchTerms(search).every((term) => words.some((word) => word.startsWith(term)));
}
