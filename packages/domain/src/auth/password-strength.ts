/**
 * The strength score of a password (0 to 4) by zxcvbn-ts with the common and the German
 * dictionaries. The dictionaries are large, so the scorer is built on first use only.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as german from '@zxcvbn-ts/language-de';

/** administration.md §9: strength at least 2 of 4 */
export const PASSWORD_MIN_STRENGTH = 2;

let scorer: ZxcvbnFactory | undefined;

function getScorer(): ZxcvbnFactory {
  scorer ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...german.dictionary },
    graphs: common.adjacencyGraphs,
    translations: german.translations,
  });
  return scorer;
}

/** Score 0–4; `userInputs` are words of the owner (name, username, e-mail) that count as guessable. */
export function scorePasswordStrength(password: string, userInputs: readonly string[] = []): number {
  // zxcvbn's run time grows with the length; past 100 characters nobody guesses anyway.
  if (password.length > 100) return 4;
  return getScorer().check(password, [...userInputs]).score;
}
