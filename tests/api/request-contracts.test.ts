import { largestInteger } from "@common/integer-column";
import { expect, it } from "vitest";
import { z } from "zod";
import { setUpTestApp } from "../support/test-app";

// What every route's contract must bound before anything reaches a query or a log line: the
// length of each text and the range of each number. Walked from the route table, so a new
// route is checked as soon as it is registered.

const t = setUpTestApp();

type JsonSchema = z.core.JSONSchema.JSONSchema;
type Child = z.core.JSONSchema._JSONSchema;

/** The schemas inside this one, each with the path segment that leads to it. */
function nested(schema: JsonSchema): [string, Child][] {
  const items = schema.items === undefined ? [] : [schema.items].flat();
  return [
    ...Object.entries(schema.properties ?? {}),
    ...items.map((item): [string, Child] => ["[]", item]),
    ...(schema.prefixItems ?? []).map((item, index): [string, Child] => [`[${index}]`, item]),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map(
      (item): [string, Child] => ["", item],
    ),
    ...(schema.additionalProperties === undefined
      ? []
      : [["*", schema.additionalProperties] as [string, Child]]),
  ];
}

/** The fields of the schema (as JSON Schema of what it accepts) breaking a bound. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const types = [schema.type ?? []].flat();
  const problems: string[] = [];
  const bounded = schema.enum !== undefined || schema.const !== undefined;
  if (types.includes("string") && schema.maxLength === undefined && !bounded) {
    problems.push(`${path}: text without a maximum length`);
  }
  if (types.includes("integer") || types.includes("number")) {
    const { maximum, minimum } = schema;
    if (maximum === undefined || maximum > largestInteger) {
      problems.push(`${path}: number above ${largestInteger} allowed`);
    }
    if (minimum === undefined || minimum < -largestInteger - 1) {
      problems.push(`${path}: number below ${-largestInteger - 1} allowed`);
    }
  }
  for (const [key, child] of nested(schema)) {
    if (typeof child === "object")
      problems.push(...unbounded(child, key ? `${path}.${key}` : path));
  }
  return problems;
}

const requestParts = ["params", "querystring", "body"] as const;

it("states a zod schema for every request part a route reads, path parameters included", () => {
  const problems: string[] = [];
  for (const route of t.app.apiRoutes) {
    for (const part of requestParts) {
      const schema = route.schema[part];
      if (schema !== undefined && !(schema instanceof z.ZodType)) {
        problems.push(`${route.method} ${route.url}: ${part} is not a zod schema`);
      }
    }
    if (route.url.includes(":") && route.schema.params === undefined) {
      problems.push(`${route.method} ${route.url}: path parameters without a schema`);
    }
  }
  expect(problems).toEqual([]);
});

it("bounds every text by a maximum length and every number by what a column holds", () => {
  const problems: string[] = [];
  let fields = 0;
  for (const route of t.app.apiRoutes) {
    for (const part of requestParts) {
      const schema = route.schema[part];
      if (!(schema instanceof z.ZodType)) continue;
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
      fields += Object.keys(json.properties ?? {}).length;
      problems.push(...unbounded(json, `${route.method} ${route.url} ${part}`));
    }
  }
  expect(fields).toBeGreaterThan(60);
  expect(problems).toEqual([]);
});

it("finds an unbounded text or number when a contract has one", () => {
  const loose = z.object({
    note: z.string().min(1),
    tags: z.array(z.string().max(10)),
    count: z.coerce.number().int().min(1),
    nested: z.object({ label: z.string().nullish() }),
  });
  const json = z.toJSONSchema(loose, { io: "input", unrepresentable: "any" });
  expect(unbounded(json, "body")).toEqual([
    "body.note: text without a maximum length",
    `body.count: number above ${largestInteger} allowed`,
    "body.nested.label: text without a maximum length",
  ]);
});
