import { z } from "zod";
import { type RouteAccess, routeAccessLevels } from "./access";

/** Where the API's OpenAPI document is served. */
export const openApiDocumentPath = "/api/openapi.json";

/** Each access level of an operation in the product's words. */
export const apiAccessLabels: Record<RouteAccess, string> = {
  public: "public",
  "signed-in": "signed in",
  premium: "premium",
  admin: "administrator with an admin session",
  "admin-sign-in": "administrator",
};

/**
 * A JSON Schema inside the document: read by the reference page as it comes, so only its
 * being an object is checked.
 */
export const jsonSchemaSchema = z.record(z.string(), z.unknown());
export type JsonSchema = z.infer<typeof jsonSchemaSchema>;

const mediaSchema = z.record(z.string(), z.looseObject({ schema: jsonSchemaSchema.optional() }));

const operationSchema = z.looseObject({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  "x-access": z.enum(routeAccessLevels).optional(),
  parameters: z
    .array(
      z.looseObject({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: jsonSchemaSchema.optional(),
      }),
    )
    .optional(),
  requestBody: z.looseObject({ content: mediaSchema.optional() }).optional(),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.string().optional(), content: mediaSchema.optional() }),
  ),
});
export type ApiOperation = z.infer<typeof operationSchema>;

/** The parts of the OpenAPI document the API reference page shows; the rest is passed on. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({
    title: z.string(),
    version: z.string(),
    description: z.string().optional(),
  }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** An operation of the document: the path's other members (parameters, servers) are not one. */
export const httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** The document's operations, each with its method and path, in the document's order. */
export function documentOperations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, value]) => {
      if (!httpMethods.includes(method)) return [];
      const operation = operationSchema.safeParse(value);
      return operation.success ? [{ method, path, operation: operation.data }] : [];
    }),
  );
}
