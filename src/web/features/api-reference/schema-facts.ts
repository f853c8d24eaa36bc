import type { JsonSchema } from "@common/api-reference";

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The schemas of an anyOf/oneOf, with a null branch left out: it shows as "or null". */
function branches(schema: JsonSchema): { options: JsonSchema[]; nullable: boolean } {
  const listed = [schema.anyOf, schema.oneOf].find(Array.isArray) ?? [];
  const options = listed.filter(isSchema);
  const nonNull = options.filter((option) => option.type !== "null");
  return { options: nonNull, nullable: nonNull.length < options.length };
}

/** A schema's type in words: "string", "integer or null", "array of object", "any". */
export function typeLabel(schema: JsonSchema): string {
  const { options, nullable } = branches(schema);
  const orNull = (label: string) => (nullable ? `${label} or null` : label);
  if (options.length > 0) return orNull(options.map(typeLabel).join(" or "));
  if (schema.const !== undefined) return `constant ${JSON.stringify(schema.const)}`;
  const types = [schema.type ?? []].flat().map(String);
  const named = types.filter((type) => type !== "null");
  const base = named.length === 0 ? "any" : named.join(" or ");
  const items = isSchema(schema.items) ? ` of ${typeLabel(schema.items)}` : "";
  const label = base === "array" ? `array${items}` : base;
  return types.includes("null") ? `${label} or null` : label;
}

const limitWords: [string, string][] = [
  ["minLength", "at least {} characters"],
  ["maxLength", "at most {} characters"],
  ["minimum", "from {}"],
  ["maximum", "up to {}"],
  ["exclusiveMinimum", "above {}"],
  ["exclusiveMaximum", "below {}"],
  ["minItems", "at least {} items"],
  ["maxItems", "at most {} items"],
  ["format", "format {}"],
  ["pattern", "matching {}"],
  ["contentMediaType", "type {}"],
];

/** The limits and allowed values a schema (or the non-null branch it wraps) states. */
export function schemaFacts(schema: JsonSchema): string[] {
  const { options } = branches(schema);
  const single = options.length === 1 && options[0] ? options[0] : schema;
  const facts = limitWords
    .filter(([key]) => single[key] !== undefined)
    .map(([key, words]) => words.replace("{}", String(single[key])));
  if (Array.isArray(single.enum)) {
    facts.push(`one of ${single.enum.map((value) => JSON.stringify(value)).join(", ")}`);
  }
  if (schema.default !== undefined) facts.push(`default ${JSON.stringify(schema.default)}`);
  return facts;
}

/** The object whose fields a schema has (itself, its non-null branch or its items), if any. */
export function fieldsOf(
  schema: JsonSchema,
): { properties: [string, JsonSchema][]; required: string[] } | null {
  const { options } = branches(schema);
  const single = options.length === 1 && options[0] ? options[0] : schema;
  const target = isSchema(single.items) ? single.items : single;
  if (!isSchema(target.properties)) return null;
  const properties = Object.entries(target.properties).filter(
    (entry): entry is [string, JsonSchema] => isSchema(entry[1]),
  );
  const required = Array.isArray(target.required) ? target.required.map(String) : [];
  return { properties, required };
}
