import {
  adminOpportunityListQuerySchema,
  catalogEntrySchema,
  opportunityCategoriesSchema,
  opportunityInputSchema,
  opportunitySchema,
} from "@common/opportunities";
import { catalogueCheckSchema, catalogueImportSchema } from "@common/opportunity-import";
import { importProgressStream } from "@common/spreadsheets/spreadsheet-import";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../feature-deps";
import { deleteByIdSchema, idParamsSchema } from "../../shared/id-params";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { streamImport } from "../../shared/stream-import";
import { adminActor } from "../admin/audit-trail";
import { checkCatalogue, checkedCatalogue, importCatalogue } from "./import-catalogue";
import {
  createOpportunity,
  deleteOpportunity,
  listCatalog,
  updateOpportunity,
} from "./manage-opportunities";
import { opportunityCategories } from "./opportunity-categories";

/**
 * The catalog of opportunities, kept by administrators; every change is written to the
 * admin audit trail in its own transaction.
 */
export async function catalogRoutes(app: FastifyInstance, deps: ServiceDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    "/api/admin/opportunities",
    pagedListRoute("admin", {
      summary: "The catalog of opportunities",
      querystring: adminOpportunityListQuerySchema,
      row: catalogEntrySchema,
    }),
    async (request, reply) => sendPage(reply, await listCatalog(deps, request.user, request.query)),
  );

  routes.get(
    "/api/admin/opportunities/categories",
    routeOptions("admin", {
      summary: "The categories of the catalog",
      response: { 200: opportunityCategoriesSchema },
    }),
    async () => opportunityCategories(db),
  );

  routes.post(
    "/api/admin/opportunities",
    routeOptions("admin", {
      summary: "Add an opportunity to the catalog",
      description: "Recorded in the admin audit trail.",
      body: opportunityInputSchema,
      response: { 201: opportunitySchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await createOpportunity(deps, adminActor(request), request.body)),
  );

  routes.post(
    "/api/admin/opportunities/import/check",
    routeOptions(
      { access: "admin", limit: "imports" },
      {
        summary: "Check a provider's catalogue before importing it",
        description:
          "CSV (lists in a cell separated by `;`) or JSON (a list of objects), at most 5 MB and 10,000 entries. Answers the entries it would add, those already in the catalogue (same provider and title, ignoring case) it would update, and each entry's problems with its line; nothing is written.",
        body: catalogueImportSchema,
        response: { 200: catalogueCheckSchema },
      },
    ),
    async (request) => checkCatalogue(db, request.body),
  );

  routes.post(
    "/api/admin/opportunities/import",
    routeOptions(
      { access: "admin", limit: "imports" },
      {
        summary: "Import a provider's catalogue",
        description:
          "All entries or none, in one transaction (400 with every entry's problem otherwise); an opportunity already in the catalogue is updated, never added twice. Each change is recorded in the admin audit trail; the answer streams the progress as NDJSON.",
        body: catalogueImportSchema,
        response: { 200: importProgressStream },
      },
    ),
    async (request, reply) => {
      const inputs = checkedCatalogue(request.body).valid.map((row) => row.input);
      const actor = adminActor(request);
      return streamImport(request, reply, {
        total: inputs.length,
        write: (onProgress) => importCatalogue(deps, actor, inputs, onProgress),
      });
    },
  );

  routes.put(
    "/api/admin/opportunities/:id",
    routeOptions("admin", {
      summary: "Change an opportunity of the catalog",
      description: "Recorded in the admin audit trail.",
      params: idParamsSchema,
      body: opportunityInputSchema,
      response: { 200: opportunitySchema },
    }),
    async (request) =>
      updateOpportunity(deps, adminActor(request), request.params.id, request.body),
  );

  routes.delete(
    "/api/admin/opportunities/:id",
    routeOptions(
      "admin",
      deleteByIdSchema(
        "Delete an opportunity from the catalog",
        "Recorded in the admin audit trail.",
      ),
    ),
    async (request, reply) => {
      await deleteOpportunity(db, adminActor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
