import { serverMessage } from "@web/lib/server-message";

/**
 * Where a refusal belongs in a form: the server names the field of a request it refuses
 * ("completionDate: Completion date cannot be in the future"); a refusal naming one of
 * `fields` goes under that field, anything else above the buttons.
 */
export function serverFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
): { field: Field | null; message: string } {
  const message = serverMessage(error, fallback);
  const separator = message.indexOf(": ");
  if (separator > 0) {
    const path = message.slice(0, separator);
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field) return { field, message: message.slice(separator + 2) };
  }
  return { field: null, message };
}
