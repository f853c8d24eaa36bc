import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** What a copier answers for a value its schema does not accept. */
const rejected: unique symbol = Symbol("rejected");
type Copier = (value: unknown) => unknown;

/** zod's own encoding of a part of an answer, for the kinds of schema copiers do not know. */
function encodedByZod(schema: z.core.$ZodType): Copier {
  return (value) => {
    const result = z.safeEncode(schema, value);
    return result.success ? result.data : rejected;
  };
}

function isSafeIntegerCheck(check: z.core.$ZodCheck): boolean {
  const def = check._zod.def;
  return def.check === "number_format" && "format" in def && def.format === "safeint";
}

function objectCopier(shape: Record<string, z.core.$ZodType>): Copier {
  const fields = Object.entries(shape)
    .filter(([key]) => key !== "__proto__")
    .map(([key, schema]) => ({ key, copy: copierOf(schema) }));
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return rejected;
    const source = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const field of fields) {
      const item = field.copy(source[field.key]);
      if (item === rejected) return rejected;
      copy[field.key] = item;
    }
    return copy;
  };
}

/**
 * A function that copies a value as zod's encoding of `schema` answers it (only the schema's
 * fields, in its order), or answers `rejected` for anything zod might refuse. Plain kinds are
 * copied directly; any other kind, or one with checks beyond "integer", is handed to zod.
 */
function copierOf(schema: z.core.$ZodType): Copier {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const checks = def.checks ?? [];
  // A format (z.email(), z.iso.date(), z.int(), ...) is a check of its own, not in `checks`.
  if (schema._zod.traits.has("$ZodCheck")) return encodedByZod(schema);
  switch (def.type) {
    case "string":
      if (checks.length > 0 || def.coerce || "format" in def) break;
      return (value) => (typeof value === "string" ? value : rejected);
    case "number": {
      // z.int() and its kin are number formats: zod's own rules.
      if (def.coerce || "format" in def) break;
      if (checks.length === 0) {
        return (value) => (typeof value === "number" && Number.isFinite(value) ? value : rejected);
      }
      if (checks.length === 1 && checks[0] && isSafeIntegerCheck(checks[0])) {
        return (value) => (Number.isSafeInteger(value) ? value : rejected);
      }
      break;
    }
    case "boolean":
      if (checks.length > 0 || def.coerce) break;
      return (value) => (typeof value === "boolean" ? value : rejected);
    case "enum": {
      if (checks.length > 0) break;
      const values: ReadonlySet<unknown> = schema._zod.values ?? new Set();
      return (value) => (values.has(value) ? value : rejected);
    }
    case "nullable": {
      if (checks.length > 0) break;
      const inner = copierOf(def.innerType);
      return (value) => (value === null ? null : inner(value));
    }
    case "optional": {
      if (checks.length > 0) break;
      const inner = copierOf(def.innerType);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case "array": {
      if (checks.length > 0) break;
      const element = copierOf(def.element);
      return (value) => {
        if (!Array.isArray(value)) return rejected;
        const copy: unknown[] = new Array(value.length);
        for (let index = 0; index < value.length; index++) {
          const item = element(value[index]);
          if (item === rejected) return rejected;
          copy[index] = item;
        }
        return copy;
      };
    }
    case "object":
      // A strict or loose object (a catchall) keeps zod's own rules for unknown keys.
      if (checks.length > 0 || def.catchall !== undefined) break;
      return objectCopier(def.shape);
  }
  return encodedByZod(schema);
}

/**
 * The response serializer of every route: the answer is what zod's encoding of the route's
 * response schema gives (unknown fields stripped), as JSON. The schema is read once per
 * route into plain copying functions, so an answer that fits is copied without zod's
 * per-value bookkeeping; one that does not is handed to zod's serializer, which answers the
 * same JSON when zod accepts it and throws the same error when it refuses it.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const encodeWithZod = zodSerializerCompiler(route);
  if (!(route.schema instanceof z.core.$ZodType)) return encodeWithZod;
  const copy = copierOf(route.schema);
  return (data) => {
    const copied = copy(data);
    return copied === rejected ? encodeWithZod(data) : JSON.stringify(copied);
  };
};
