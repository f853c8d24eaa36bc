import { openApiDocumentPath } from "@common/api-reference";
import { rowIdField } from "@common/integer-column";
import { nameText } from "@common/text";
import { expect, it } from "vitest";
import { z } from "zod";
import type { ApiRoute } from "../../src/server/plugins/access";
import { Agent } from "../support/agent";
import { createTestApp, setUpTestApp } from "../support/test-app";

// The contract integrators read: every API route documented from its own schemas, as a valid
// OpenAPI 3.1 document. A route without a schema for its answer (or for a request part it
// reads) fails here, named.

const t = setUpTestApp();

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

async function readDocument(): Promise<Json> {
  const response = await new Agent(t.app).get(openApiDocumentPath);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function operations(document: Json): { name: string; operation: Json }[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(isObject(item) ? item : {})
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation: isObject(operation) ? operation : {},
      })),
  );
}

function operation(document: Json, name: string): Json {
  const found = operations(document).find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not in the document`);
  return found.operation;
}

/** Every `$ref` in the document, with where it was found. */
function references(value: unknown, at: string): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => references(item, `${at}/${index}`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]): [string, string][] =>
    key === "$ref" && typeof child === "string"
      ? [[child, at]]
      : references(child, `${at}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`),
  );
}

/** What a JSON pointer inside the document names, or undefined. */
function resolvePointer(document: Json, reference: string): unknown {
  if (!reference.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const raw of reference.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

/** The problems of the document with the OpenAPI 3.1 rules a client relies on. */
function structuralProblems(document: Json): string[] {
  const problems: string[] = [];
  if (typeof document.openapi !== "string" || !document.openapi.startsWith("3.1")) {
    problems.push(`openapi is ${String(document.openapi)}, not 3.1`);
  }
  const info = isObject(document.info) ? document.info : {};
  if (typeof info.title !== "string" || typeof info.version !== "string") {
    problems.push("info needs a title and a version");
  }
  const schemes = isObject(document.components) ? document.components.securitySchemes : undefined;
  const operationIds = new Set<string>();
  for (const { name, operation } of operations(document)) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    if (Object.keys(responses).length === 0) problems.push(`${name}: no responses`);
    for (const [status, answer] of Object.entries(responses)) {
      if (!/^([1-5]XX|[1-5]\d\d|default)$/.test(status)) problems.push(`${name}: status ${status}`);
      if (!isObject(answer) || typeof answer.description !== "string") {
        problems.push(`${name} ${status}: no description`);
      }
    }
    const path = name.split(" ")[1] ?? "";
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
    for (const template of path.match(/\{[^}]+\}/g) ?? []) {
      const declared = parameters.some(
        (parameter) =>
          isObject(parameter) && parameter.in === "path" && `{${parameter.name}}` === template,
      );
      if (!declared) problems.push(`${name}: path parameter ${template} not declared`);
    }
    for (const parameter of parameters) {
      if (!isObject(parameter) || typeof parameter.name !== "string") continue;
      if (!["query", "header", "path", "cookie"].includes(String(parameter.in))) {
        problems.push(`${name}: parameter ${parameter.name} in ${String(parameter.in)}`);
      }
      if (parameter.in === "path" && parameter.required !== true) {
        problems.push(`${name}: path parameter ${parameter.name} must be required`);
      }
    }
    for (const requirement of Array.isArray(operation.security) ? operation.security : []) {
      for (const scheme of Object.keys(isObject(requirement) ? requirement : {})) {
        if (!isObject(schemes) || !isObject(schemes[scheme])) {
          problems.push(`${name}: unknown security scheme ${scheme}`);
        }
      }
    }
    if (typeof operation.operationId === "string") {
      if (operationIds.has(operation.operationId)) problems.push(`${name}: duplicate operationId`);
      operationIds.add(operation.operationId);
    }
  }
  for (const [reference, at] of references(document, "#")) {
    if (resolvePointer(document, reference) === undefined) {
      problems.push(`${at}: $ref ${reference} resolves to nothing`);
    }
  }
  // OpenAPI 3.0's keyword, not JSON Schema 2020-12's: 3.1 says "type": [..., "null"].
  if (JSON.stringify(document).includes('"nullable":')) problems.push("nullable is not 3.1");
  return problems;
}

const successStatus = /^[23]\d\d$/;

/** Whether the handler's code reads this part of the request. */
function reads(route: ApiRoute, part: "params" | "query" | "body"): boolean {
  return new RegExp(`\\.${part}\\b(?!\\s*\\()`).test(route.handler.toString());
}

/** Each API route that lacks a schema for its successful answer or a request part it reads. */
function routesWithoutSchema(routes: readonly ApiRoute[]): string[] {
  return routes.flatMap((route) => {
    const name = `${route.method} ${route.url}`;
    const { response, params, querystring, body, consumes } = route.schema;
    const missing: string[] = [];
    const statuses = isObject(response) ? Object.keys(response) : [];
    if (!statuses.some((status) => successStatus.test(status))) {
      missing.push(`${name}: no response schema for its success status`);
    }
    if (reads(route, "params") && params === undefined) missing.push(`${name}: params`);
    if (reads(route, "query") && querystring === undefined) missing.push(`${name}: querystring`);
    if (reads(route, "body") && body === undefined && (consumes ?? []).length === 0) {
      missing.push(`${name}: body`);
    }
    return missing;
  });
}

it("is an OpenAPI 3.1 document of the app, structurally valid", async () => {
  const document = await readDocument();
  expect(document.openapi).toBe("3.1.0");
  expect(document.jsonSchemaDialect).toBe("https://spec.openapis.org/oas/3.1/dialect/base");
  expect(document.info).toMatchObject({ title: "CertMinder API", version: "0.1.0" });
  expect(String((document.info as Json).description)).toContain("x-csrf-token");
  expect(operations(document).length).toBeGreaterThan(100);
  expect(structuralProblems(document)).toEqual([]);
});

it("finds what breaks the structure when a document has it", () => {
  const broken = {
    openapi: "3.0.3",
    info: { title: "x", version: "1" },
    paths: {
      "/api/things/{id}": {
        get: {
          responses: {},
          requestBody: { content: { "application/json": { schema: { $ref: "#/missing" } } } },
        },
      },
    },
  };
  expect(structuralProblems(broken)).toEqual([
    "openapi is 3.0.3, not 3.1",
    "GET /api/things/{id}: no responses",
    "GET /api/things/{id}: path parameter {id} not declared",
    "#/paths/~1api~1things~1{id}/get/requestBody/content/application~1json/schema: $ref #/missing resolves to nothing",
  ]);
});

it("documents every API route and nothing outside the API", async () => {
  const document = await readDocument();
  const documented = operations(document).map((entry) => entry.name);
  const apiRoutes = t.app.apiRoutes.map(
    (route) => `${route.method} ${route.url.replace(/:(\w+)/g, "{$1}")}`,
  );
  expect(documented.sort()).toEqual([...new Set(apiRoutes)].sort());
  expect(documented.every((name) => name.split(" ")[1]?.startsWith("/api/"))).toBe(true);
});

it("gives every operation a summary, naming those without one", async () => {
  const document = await readDocument();
  const unsummarised = operations(document)
    .filter(({ operation }) => typeof operation.summary !== "string" || !operation.summary.trim())
    .map(({ name }) => name);
  expect(unsummarised).toEqual([]);
});

it("shows a request body's fields with their bounds, and the answer's schema", async () => {
  const document = await readDocument();
  const create = operation(document, "POST /api/certifications");
  const body = z
    .object({
      content: z.object({
        "application/json": z.object({
          schema: z.object({
            required: z.array(z.string()),
            properties: z.record(z.string(), z.record(z.string(), z.unknown())),
          }),
        }),
      }),
    })
    .parse(create.requestBody).content["application/json"].schema;
  expect(body.required).toContain("name");
  expect(body.properties.name).toMatchObject({ type: "string", maxLength: 200 });
  const created = z
    .object({
      "201": z.object({
        content: z.object({
          "application/json": z.object({
            schema: z.looseObject({ properties: z.record(z.string(), z.unknown()) }),
          }),
        }),
      }),
    })
    .parse(create.responses)["201"].content["application/json"].schema;
  expect(Object.keys(created.properties)).toEqual(expect.arrayContaining(["id", "name"]));
  expect(create.tags).toEqual(["certifications"]);

  const list = operation(document, "GET /api/certifications/{id}");
  expect(list.parameters).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: "id", in: "path", required: true })]),
  );
});

it("shows each operation's access level, with the credentials it asks for", async () => {
  const document = await readDocument();
  const cases = [
    ["POST /api/login", "public", []],
    ["GET /api/certifications", "signed-in", [{ sessionCookie: [] }]],
    ["GET /api/reports/overview", "premium", [{ sessionCookie: [] }]],
    ["GET /api/admin/users", "admin", [{ sessionCookie: [], adminSession: [] }]],
  ] as const;
  for (const [name, access, security] of cases) {
    const documented = operation(document, name);
    expect(documented["x-access"], name).toBe(access);
    expect(documented.security, name).toEqual(security);
    expect(String(documented.description), name).toMatch(/Access: /);
  }
  for (const { name, operation: documented } of operations(document)) {
    const route = t.app.apiRoutes.find(
      (entry) => `${entry.method} ${entry.url.replace(/:(\w+)/g, "{$1}")}` === name,
    );
    expect(documented["x-access"], name).toBe(route?.access);
  }
});

it("shows the per-user limit an operation counts toward", async () => {
  const document = await readDocument();
  const transcript = operation(document, "GET /api/reports/certifications/{id}/transcript.pdf");
  expect(transcript["x-limit"]).toBe("downloads");
  expect(String(transcript.description)).toContain(
    "Counted as one of the caller's downloads: at most 30 a minute, then 429 with Retry-After.",
  );
  const dryRun = operation(document, "POST /api/spreadsheets/credits/dry-run");
  expect(dryRun["x-limit"]).toBe("imports");
  const catalogueCheck = operation(document, "POST /api/admin/opportunities/import/check");
  expect(catalogueCheck["x-limit"]).toBe("imports");
  expect(catalogueCheck["x-access"]).toBe("admin");
  expect(operation(document, "GET /api/certifications")["x-limit"]).toBeUndefined();
});

it("declares the file types of downloads and uploads", async () => {
  const document = await readDocument();
  const contentTypes = (value: unknown) =>
    Object.keys(z.object({ content: z.record(z.string(), z.unknown()) }).parse(value).content);
  const answer = (name: string) => (operation(document, name).responses as Json)["200"];
  expect(contentTypes(answer("GET /api/reports/certifications/{id}/transcript.pdf"))).toEqual([
    "application/pdf",
  ]);
  expect(contentTypes(answer("GET /api/reports/certifications/{id}/credits.csv"))).toEqual([
    "text/csv",
  ]);
  expect(contentTypes(answer("GET /api/reports/certifications/{id}/packet.zip"))).toEqual([
    "application/zip",
  ]);
  expect(contentTypes(operation(document, "PUT /api/user/avatar").requestBody)).toContain(
    "image/png",
  );
});

it("answers the same document with a cache validator, and 304 to a client that has it", async () => {
  const first = await new Agent(t.app).get(openApiDocumentPath);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers["cache-control"]).toBe("public, no-cache");
  expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(first.headers["content-security-policy"]).toContain("default-src 'self'");
  const again = await new Agent(t.app).get(openApiDocumentPath);
  expect(again.body).toBe(first.body);
  const unchanged = await new Agent(t.app).get(openApiDocumentPath, { "if-none-match": etag });
  expect(unchanged.statusCode).toBe(304);
  expect(unchanged.body).toBe("");
});

it("states a schema for every API route's answer and for each request part it reads", () => {
  expect(t.app.apiRoutes.length).toBeGreaterThan(100);
  expect(routesWithoutSchema(t.app.apiRoutes)).toEqual([]);
});

it("names a route registered without a schema", async () => {
  const app = await createTestApp({
    configure: (probe) => {
      probe.get("/api/openapi-test/unstated", { config: { access: "public" } }, async () => ({}));
      probe.post(
        "/api/openapi-test/unread-body",
        { config: { access: "signed-in" }, schema: { response: { 200: z.object({}) } } },
        async (request) => ({ got: request.body }),
      );
    },
  });
  try {
    const probes = app.app.apiRoutes.filter((route) => route.url.startsWith("/api/openapi-test/"));
    expect(routesWithoutSchema(probes)).toEqual([
      "GET /api/openapi-test/unstated: no response schema for its success status",
      "POST /api/openapi-test/unread-body: body",
    ]);
  } finally {
    await app.close();
  }
});

it("documents zod kinds JSON Schema cannot say as what the route accepts and answers", async () => {
  const isoDay = z.codec(z.iso.date(), z.date(), {
    decode: (text) => new Date(`${text}T00:00:00Z`),
    encode: (date) => date.toISOString().slice(0, 10),
  });
  const app = await createTestApp({
    configure: (probe) => {
      probe.post(
        "/api/openapi-test/kinds",
        {
          config: { access: "signed-in" },
          schema: {
            body: z.object({
              name: nameText(50, { tooLong: "Name is too long", required: "Name is required" }),
              trimmed: z
                .string()
                .max(10)
                .transform((text) => text.trim()),
              even: z
                .number()
                .max(8)
                .refine((value) => value % 2 === 0, "Must be even"),
              day: isoDay,
              anything: z.custom<string>((value) => typeof value === "string"),
              ids: z.array(rowIdField).max(5),
            }),
            response: { 200: z.object({ at: z.date(), day: isoDay, count: z.number() }) },
          },
        },
        async () => ({ at: new Date(), day: new Date(), count: 1 }),
      );
    },
  });
  try {
    const response = await new Agent(app.app).get(openApiDocumentPath);
    const document: Json = response.json();
    expect(structuralProblems(document)).toEqual([]);
    const kinds = operation(document, "POST /api/openapi-test/kinds");
    const fields = (value: unknown) =>
      z.object({ schema: z.object({ properties: z.record(z.string(), z.unknown()) }) }).parse(value)
        .schema.properties;
    const body = fields(
      z.object({ content: z.record(z.string(), z.unknown()) }).parse(kinds.requestBody).content[
        "application/json"
      ],
    );
    expect(body.name).toMatchObject({ type: "string", minLength: 1, maxLength: 50 });
    expect(body.trimmed).toMatchObject({ type: "string", maxLength: 10 });
    expect(body.even).toMatchObject({ type: "number", maximum: 8 });
    expect(body.day).toMatchObject({ type: "string", format: "date" });
    expect(body.anything).toEqual({});
    expect(body.ids).toMatchObject({
      maxItems: 5,
      items: { type: "integer", maximum: 2147483647 },
    });
    const answer = fields(
      z
        .object({ "200": z.object({ content: z.record(z.string(), z.unknown()) }) })
        .parse(kinds.responses)["200"].content["application/json"],
    );
    expect(answer.at).toEqual({ type: "string", format: "date-time" });
    expect(answer.day).toMatchObject({ type: "string", format: "date" });
  } finally {
    await app.close();
  }
});
