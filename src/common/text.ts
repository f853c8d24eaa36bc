import { z } from "zod";

/**
 * Rules for the text people send. Every string of every request (body, query string and path)
 * is checked by `textProblem` on the server; names are also cleaned by `nameText`.
 */

// C0 and C1 control characters (NUL, escape, DEL, ...), except tab, line feed and carriage
// return, which multi-line text such as a credit's description or a feedback message keeps.
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;
// Half of a UTF-16 surrogate pair on its own: not a character, and not storable as text.
const loneSurrogate = /\p{Cs}/u;

export const textMessages = {
  controlCharacters: "Must not contain control characters",
  brokenCharacters: "Must not contain broken characters",
} as const;

/** Why a string may not be accepted as text, or null when it may. */
export function textProblem(text: string): string | null {
  if (controlCharacter.test(text)) return textMessages.controlCharacters;
  if (loneSurrogate.test(text)) return textMessages.brokenCharacters;
  return null;
}

/**
 * Finds the first string in a value (at any depth) that is not acceptable text (textProblem)
 * and reports it at its field: the rule every request and every restored backup is held to.
 */
export function refuseUnacceptableText(value: unknown, context: z.RefinementCtx): void {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === "string") {
      const message = textProblem(next.value);
      if (message) {
        context.addIssue({ code: "custom", message, path: next.path, input: next.value });
        return;
      }
    } else if (Array.isArray(next.value)) {
      for (const [index, item] of next.value.entries()) {
        pending.push({ value: item, path: [...next.path, index] });
      }
    } else if (next.value !== null && typeof next.value === "object") {
      for (const [key, item] of Object.entries(next.value)) {
        pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
}

// Bidirectional formatting characters: the embeddings and overrides (U+202A–U+202E), the
// isolates (U+2066–U+2069) and the invisible direction marks (U+200E, U+200F, U+061C). In a
// name they only serve to make it read differently from what it is ("invoice\u202Efdp.exe"
// shows as "invoiceexe.pdf"), so names never keep them.
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const lineBreaksAndTabs = /[\t\n\r]+/g;

/**
 * A name as it is stored: one line (tabs and line breaks become a space) without
 * bidirectional formatting characters. Names are what identifies a row in lists and files:
 * certification names and providers, credit titles, feedback subjects, people's first and
 * last names, trusted device names and the file names of uploaded certificates.
 */
export function cleanName(name: string): string {
  return name.replace(bidiControls, "").replace(lineBreaksAndTabs, " ");
}

/**
 * A name field (see cleanName), trimmed, at most `max` characters once cleaned; with a
 * `required` message, also refused when missing or empty.
 */
export function nameText(max: number, messages: { tooLong: string; required?: string }) {
  const { tooLong, required } = messages;
  const name = z
    .string(required ? { error: required } : undefined)
    .overwrite(cleanName)
    .trim();
  return (required ? name.min(1, required) : name).max(max, tooLong);
}
