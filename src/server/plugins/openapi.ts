import { adminSessionHeader, type RouteAccess } from "@common/access";
import { apiAccessLabels } from "@common/api-reference";
import fastifySwagger, { type FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { version } from "../../../package.json";
import { isApiPath } from "./access";
import { routeJsonSchemas } from "./openapi-schemas";
import { routeLimits } from "./route-limits";

type Transform = NonNullable<FastifyDynamicSwaggerOptions["transform"]>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions["transformObject"]>;
type SecurityRequirement = Record<string, string[]>;

const sessionCookie = { sessionCookie: [] };
const adminSession = { adminSession: [] };

/** Which credentials each access level asks for, as OpenAPI security requirements. */
const securityOf: Record<RouteAccess, SecurityRequirement[]> = {
  public: [],
  "signed-in": [sessionCookie],
  premium: [sessionCookie],
  admin: [{ ...sessionCookie, ...adminSession }],
  "admin-sign-in": [sessionCookie],
};

const description = `The HTTP API the CertMinder web app uses: every request and answer is JSON unless the operation says otherwise.

**Signing in.** \`POST /api/login\` (then \`POST /api/verify-login-mfa\` when the account has two-factor authentication) starts a session: the answer sets the HttpOnly cookie \`certminder.sid\`, which every later request sends back. A session lasts 30 days from its last use.

**CSRF.** Every request whose method is not GET, HEAD or OPTIONS carries the token that \`GET /api/csrf-token\` answers in the \`x-csrf-token\` header; without it the answer is 403 "Invalid or missing CSRF token".

**Access.** Each operation states who may call it (\`x-access\`): *public* (anyone), *signed-in* (a session), *premium* (a session of a user with a premium plan; others get 403 with \`upgradeUrl\`), *admin* (an administrator's session and a live admin session named by the \`${adminSessionHeader}\` header, opened by \`POST /api/admin/login\`) or *admin-sign-in* (an administrator's session, for the admin area's own sign-in). Without the session the answer is 401.

**Errors** answer \`{ "message": "..." }\`, with extra fields where an operation names them. Unknown fields in answers are left out; unknown fields in requests are ignored.`;

/** The status phrases used as each answer's description when its schema gives none. */
const statusPhrases: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No content",
  "302": "Found (redirect)",
  "303": "See other (redirect)",
  "304": "Not modified",
  "400": "Bad request",
  "401": "Not signed in",
  "403": "Forbidden",
  "404": "Not found",
  "409": "Conflict",
  "413": "Too large",
  "429": "Too many requests",
  "503": "Unavailable",
};

/**
 * Each API route as an operation: its zod schemas as JSON Schema (requests as accepted, answers
 * as sent), its access level as `x-access`, security requirements and a sentence in its
 * description, its per-user limit (if any) as `x-limit` and a sentence, and an upload's file types as its request body. Anything outside /api (the web
 * app, share pages) is left out.
 */
const documentedRoute: Transform = (input) => {
  const { route, url } = input;
  const access = route.config?.access;
  if (!isApiPath(url) || access === undefined) return { schema: { hide: true }, url };
  const schema = routeJsonSchemas(input);
  const consumes: readonly string[] = schema?.consumes ?? [];
  const uploadBody =
    schema?.body === undefined && consumes.length > 0
      ? {
          body: {
            content: Object.fromEntries(
              consumes.map((type) => [
                type,
                { schema: { type: "string", contentMediaType: type, description: "The raw body" } },
              ]),
            ),
          },
        }
      : {};
  const limit = route.config?.limit;
  const whoMayCall = [
    `Access: ${apiAccessLabels[access]}.`,
    ...(limit === undefined
      ? []
      : [
          `Counted as one of the caller's ${limit}: at most ${routeLimits[limit].perMinute} a minute, then 429 with Retry-After.`,
        ]),
  ].join(" ");
  return {
    url,
    schema: {
      ...schema,
      ...uploadBody,
      description: schema?.description ? `${schema.description}\n\n${whoMayCall}` : whoMayCall,
      security: securityOf[access],
      "x-access": access,
      ...(limit === undefined ? {} : { "x-limit": limit }),
    },
  };
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The document's dialect, and each answer described by its status where nothing else did. */
const completedDocument: TransformObject = (input) => {
  const document = "openapiObject" in input ? input.openapiObject : input.swaggerObject;
  for (const operations of Object.values(document.paths ?? {})) {
    if (!isRecord(operations)) continue;
    for (const operation of Object.values(operations)) {
      if (!isRecord(operation) || !isRecord(operation.responses)) continue;
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (isRecord(answer) && answer.description === "Default Response") {
          answer.description = statusPhrases[status] ?? `Status ${status}`;
        }
      }
    }
  }
  return {
    ...document,
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
  };
};

/**
 * The API's contract as an OpenAPI 3.1 document, read from every route's schemas. Registered
 * before the routes, so it sees each of them; the document itself is built on first request
 * (`app.swagger()`), so starting the app converts no schema.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: "3.1.0",
        info: { title: "CertMinder API", version, description },
        components: {
          securitySchemes: {
            sessionCookie: {
              type: "apiKey",
              in: "cookie",
              name: "certminder.sid",
              description: "The session cookie set by signing in.",
            },
            adminSession: {
              type: "apiKey",
              in: "header",
              name: adminSessionHeader,
              description: "The admin session opened by POST /api/admin/login.",
            },
          },
        },
      },
      transform: documentedRoute,
      transformObject: completedDocument,
    });
  },
  { name: "openapi" },
);
