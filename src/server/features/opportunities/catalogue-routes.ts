import {
  adminOpportunityListQuerySchema,
  opportunityInputSchema,
  opportunitySchema,
} from "@common/opportunities";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../../clock";
import type { Database } from "../../db/open";
import { idParamsSchema } from "../../shared/id-params";
import { sendPage } from "../../shared/pagination";
import {
  createOpportunity,
  deleteOpportunity,
  listCatalogue,
  updateOpportunity,
} from "./manage-opportunities";

/** The catalogue of opportunities, kept by administrators. */
export async function catalogueRoutes(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    "/api/admin/opportunities",
    {
      config: { access: "admin" },
      schema: {
        querystring: adminOpportunityListQuerySchema,
        response: { 200: z.array(opportunitySchema) },
      },
    },
    async (request, reply) => {
      const page = await listCatalogue(db, request.query);
      return sendPage(reply, page.rows, page.total);
    },
  );

  routes.post(
    "/api/admin/opportunities",
    {
      config: { access: "admin" },
      schema: { body: opportunityInputSchema, response: { 201: opportunitySchema } },
    },
    async (request, reply) => reply.status(201).send(await createOpportunity(deps, request.body)),
  );

  routes.put(
    "/api/admin/opportunities/:id",
    {
      config: { access: "admin" },
      schema: {
        params: idParamsSchema,
        body: opportunityInputSchema,
        response: { 200: opportunitySchema },
      },
    },
    async (request) => updateOpportunity(deps, request.params.id, request.body),
  );

  routes.delete(
    "/api/admin/opportunities/:id",
    { config: { access: "admin" }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteOpportunity(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
