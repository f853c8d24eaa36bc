import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { openApiDocumentPath } from "@common/api-reference";
import { expect, it } from "vitest";
import { Agent } from "../support/agent";
import { setUpTestApp } from "../support/test-app";

// docs/api/ is what an integrator reads beside the OpenAPI document: every route the app serves
// is written there, as its method followed by its path ("GET /api/user/backup", or a table row
// "| GET | `/api/user/backup` |"), path parameters as `:name`.

const t = setUpTestApp();

const docsFolder = "docs/api";
const methods = ["get", "put", "post", "delete", "patch"];

/** Every "METHOD /path" of the OpenAPI document, its parameters written `:name`. */
async function documentedRoutes(): Promise<string[]> {
  const response = await new Agent(t.app).get(openApiDocumentPath);
  expect(response.statusCode).toBe(200);
  const paths: Record<string, Record<string, unknown>> = response.json().paths;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => methods.includes(method))
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
  );
}

/** Every route the API docs name: a method, then (past table bars and backticks) a path. */
function routesInDocs(): Set<string> {
  const named = new Set<string>();
  for (const file of readdirSync(docsFolder).filter((name) => name.endsWith(".md"))) {
    const text = readFileSync(join(docsFolder, file), "utf8");
    for (const [, method, path = ""] of text.matchAll(
      /\b(GET|PUT|POST|DELETE|PATCH)\b[\s|`*]*(\/[^\s`|)?,;]*)/g,
    )) {
      named.add(`${method} ${path.replace(/[.:]$/, "")}`);
    }
  }
  return named;
}

it("names every route of the API in docs/api", async () => {
  const routes = await documentedRoutes();
  expect(routes.length).toBeGreaterThan(100);
  const named = routesInDocs();
  expect(routes.filter((route) => !named.has(route))).toEqual([]);
});
