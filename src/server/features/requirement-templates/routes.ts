import {
  requirementTemplateInputSchema,
  requirementTemplateSchema,
} from "@common/certifications/requirement-templates";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { deleteByIdSchema, idParamsSchema } from "../../shared/id-params";
import { routeOptions } from "../../shared/route-options";
import {
  createRequirementTemplate,
  deleteRequirementTemplate,
  listRequirementTemplates,
  updateRequirementTemplate,
} from "./requirement-templates";

/** The user's own requirement templates: list by name, save, replace, delete. */
export const requirementTemplateRoutes = featureRoutes(
  "requirement-templates",
  async (app, { db, clock }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock };
    const path = "/api/requirement-templates";

    routes.get(
      path,
      routeOptions("signed-in", {
        summary: "The user's requirement templates, by name",
        response: { 200: z.array(requirementTemplateSchema) },
      }),
      async (request) => listRequirementTemplates(db, request.user.id),
    );

    routes.post(
      path,
      routeOptions("signed-in", {
        summary: "Save a requirement template",
        body: requirementTemplateInputSchema,
        response: { 201: requirementTemplateSchema },
      }),
      async (request, reply) => {
        const created = await createRequirementTemplate(deps, request.user.id, request.body);
        return reply.status(201).send(created);
      },
    );

    routes.put(
      `${path}/:id`,
      routeOptions("signed-in", {
        summary: "Replace a requirement template",
        description: "Another user's template answers 404.",
        params: idParamsSchema,
        body: requirementTemplateInputSchema,
        response: { 200: requirementTemplateSchema },
      }),
      async (request) =>
        updateRequirementTemplate(deps, request.user.id, request.params.id, request.body),
    );

    routes.delete(
      `${path}/:id`,
      routeOptions(
        "signed-in",
        deleteByIdSchema("Delete a requirement template", "Another user's template answers 404."),
      ),
      async (request, reply) => {
        await deleteRequirementTemplate(db, request.user.id, request.params.id);
        return reply.status(204).send();
      },
    );
  },
);
