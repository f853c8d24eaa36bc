import { textProblem } from "@common/text";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Finds the first string in a parsed request part (at any depth) that is not acceptable text
 * (textProblem) and reports it at its field. It reads what the route's schema let through,
 * so field names are the schema's own and lengths are already bounded.
 */
const acceptableText = z.unknown().superRefine((value, context) => {
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
});

/**
 * The validator of every route: the route's zod schema for the body, query string or path
 * parameters, then one rule for all of them, so no route can forget it: no text may hold
 * control characters (tab and line breaks excepted) or broken characters. Such a request
 * is refused with 400 naming the field, before any query, and never reaches the database.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: route.schema.pipe(acceptableText) });
