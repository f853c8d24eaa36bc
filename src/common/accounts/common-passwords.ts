import { commonPasswordList } from "./common-password-list";

/**
 * NIST SP 800-63B (5.1.1.2) asks that a new password be checked against a list of commonly
 * used ones. Guessing tools try each listed word in any case and with a few digits or symbols
 * added ("Password1!", "sunshine2024"), so those count as the word itself. The server refuses
 * such a password; the web loads this module only when a new password is typed (it is large).
 */
const commonPasswords = new Set(commonPasswordList.split("\n"));

/** The most characters a guessing tool commonly adds after a word ("2024!" is five). */
const maxAddedCharacters = 5;

const notLetters = /^\P{L}+$/u;

/** The password less 1 to 5 trailing characters that are not letters, shortest cut first. */
function withoutAddedCharacters(password: string): string[] {
  const words: string[] = [];
  for (let added = 1; added <= Math.min(maxAddedCharacters, password.length - 1); added += 1) {
    if (!notLetters.test(password.slice(-added))) break;
    words.push(password.slice(0, -added));
  }
  return words;
}

/** True for a listed password, in any case, with or without a few digits or symbols added. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  return [lowered, ...withoutAddedCharacters(lowered)].some((word) => commonPasswords.has(word));
}
