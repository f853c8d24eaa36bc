import { refuseUnacceptableText } from "@common/text";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** What the route's schema let through, so field names are the schema's own. */
const acceptableText = z.unknown().superRefine(refuseUnacceptableText);

/**
 * The validator of every route: the route's zod schema for the body, query string or path
 * parameters, then one rule for all of them, so no route can forget it: no text may hold
 * control characters (tab and line breaks excepted) or broken characters. Such a request
 * is refused with 400 naming the field, before any query, and never reaches the database.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: route.schema.pipe(acceptableText) });
