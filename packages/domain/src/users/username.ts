/**
 * Usernames that look alike are the same name: `ADMIN`, `admin` and `admin` with a zero-width
 * space must not become three accounts (one of them an impostor). A username is stored in its
 * normalised form (NFKC, without invisible format characters) and compared by its key, the
 * normalised form in lower case: at creation, rename and sign-in.
 */

/**
 * Invisible characters: every format character (Cf: soft hyphen, U+200B–U+200F, U+2060–U+2064,
 * U+FEFF, bidi controls …) and the other blanks that render as nothing (combining grapheme
 * joiner, Hangul fillers, Mongolian variation selectors, variation selectors).
 */
const INVISIBLE = /\p{Cf}|\u034F|[\u115F\u1160\u17B4\u17B5\u3164\uFFA0]|[\u180B-\u180F]|[\uFE00-\uFE0F]/gu;

/** The form a username is stored and shown in. */
export function normalizeUsername(input: string): string {
  return input.normalize('NFKC').replace(INVISIBLE, '').trim();
}

/** What two usernames are compared by: equal keys are the same name. */
export function usernameKey(input: string): string {
  return normalizeUsername(input).toLowerCase();
}
