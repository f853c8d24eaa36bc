import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

type Override = NonNullable<Parameters<typeof z.toJSONSchema>[1]>["override"];
type OverrideContext = Parameters<NonNullable<Override>>[0];
type Direction = "input" | "output";

function replaceSchema(ctx: OverrideContext, schema: Record<string, unknown>) {
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, schema);
}

/**
 * What JSON Schema cannot say of a zod schema, said as the wire has it. A request is what the
 * schema accepts (a transform's or codec's input side); an answer is what the response
 * serializer writes, zod's encoding: a date as its ISO text, a codec as its encoded side,
 * nothing (undefined) as no body. A union's branches that say nothing are dropped.
 */
function overrideFor(direction: Direction): Override {
  return (ctx) => {
    const schema = ctx.zodSchema;
    const def = schema._zod.def;
    if (def.type === "union" && Array.isArray(ctx.jsonSchema.anyOf)) {
      ctx.jsonSchema.anyOf = ctx.jsonSchema.anyOf.filter(
        (branch) => typeof branch !== "object" || Object.keys(branch).length > 0,
      );
    }
    if (direction === "input") return;
    if (def.type === "date") replaceSchema(ctx, { type: "string", format: "date-time" });
    if (def.type === "undefined") replaceSchema(ctx, { type: "null" });
    if (schema instanceof z.core.$ZodCodec) {
      const encoded = z.toJSONSchema(schema._zod.def.in, {
        target: "draft-2020-12",
        io: "output",
        unrepresentable: "any",
        override: overrideFor("output"),
      });
      const { $schema: _dialect, ...rest } = encoded;
      replaceSchema(ctx, rest);
    }
  };
}

const requestTransform = createJsonSchemaTransform({
  skipList: [],
  zodToJsonConfig: { override: overrideFor("input") },
});
const answerTransform = createJsonSchemaTransform({
  skipList: [],
  zodToJsonConfig: { override: overrideFor("output") },
});

type TransformInput = Parameters<typeof requestTransform>[0];

/**
 * A route's zod schemas as JSON Schema: its request parts as accepted, its answers as sent.
 * Anything zod cannot say in JSON Schema (a refinement, a custom check) reads as what its
 * base type says, or as any value.
 */
export function routeJsonSchemas(input: TransformInput) {
  const { response, ...rest } = input.schema ?? {};
  const request = requestTransform({ ...input, schema: rest }).schema;
  if (response === undefined) return request;
  const answers = answerTransform({ ...input, schema: { response } }).schema;
  return { ...request, response: answers?.response };
}
