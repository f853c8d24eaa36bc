import {
  adminOpportunityListQuerySchema,
  catalogEntrySchema,
  opportunityCategoriesSchema,
  opportunityInputSchema,
  opportunitySchema,
} from "@common/opportunities";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../feature-deps";
import { deleteByIdSchema, idParamsSchema } from "../../shared/id-params";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { adminActor } from "../admin/audit-trail";
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
