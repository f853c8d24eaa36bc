import {
  certificationAllowanceSchema,
  certificationDetailSchema,
  certificationInputSchema,
  certificationListQuerySchema,
  certificationSchema,
  renewalInputSchema,
} from "@common/certifications/certification";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { deleteByIdSchema, idParamsSchema } from "../../shared/id-params";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { certificationDetail } from "./certification-detail";
import { createCertification } from "./create-certification";
import { deleteCertification } from "./delete-certification";
import { documentRoutes } from "./document-routes";
import { certificationAllowance } from "./free-plan";
import { listCertifications } from "./list-certifications";
import { logoRoutes } from "./logo-routes";
import { toCertification } from "./owned-certification";
import { renewCertification } from "./renew-certification";
import { updateCertification } from "./update-certification";

/** The user's certifications: list, allowance, add, read, edit, renew, delete, logo, document. */
export const certificationRoutes = featureRoutes(
  "certifications",
  async (app, { db, clock }: FeatureDeps) => {
    await app.register(logoRoutes, { db, clock });
    await app.register(documentRoutes, { db, clock });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock };

    routes.get(
      "/api/certifications",
      pagedListRoute("signed-in", {
        summary: "The user's certifications",
        querystring: certificationListQuerySchema,
        row: certificationSchema,
      }),
      async (request, reply) =>
        sendPage(reply, await listCertifications(db, request.user.id, request.query)),
    );

    routes.get(
      "/api/certifications/allowance",
      routeOptions("signed-in", {
        summary: "How many more certifications the user may add",
        response: { 200: certificationAllowanceSchema },
      }),
      async (request) => certificationAllowance(db, request.user),
    );

    routes.post(
      "/api/certifications",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        {
          summary: "Add a certification",
          description: "A free account holds a limited number of certifications (403 beyond).",
          body: certificationInputSchema,
          response: { 201: certificationSchema },
        },
      ),
      async (request, reply) => {
        const created = await createCertification(deps, request.user, request.body);
        return reply.status(201).send(toCertification(created));
      },
    );

    routes.get(
      "/api/certifications/:id",
      routeOptions("signed-in", {
        summary: "A certification with its progress",
        description: "Another user's certification answers 404.",
        params: idParamsSchema,
        response: { 200: certificationDetailSchema },
      }),
      async (request) => certificationDetail(deps, request.user, request.params.id),
    );

    routes.put(
      "/api/certifications/:id",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        {
          summary: "Change a certification",
          description: "Another user's certification answers 404.",
          params: idParamsSchema,
          body: certificationInputSchema,
          response: { 200: certificationSchema },
        },
      ),
      async (request) =>
        toCertification(
          await updateCertification(deps, request.user.id, request.params.id, request.body),
        ),
    );

    routes.post(
      "/api/certifications/:id/renew",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        {
          summary: "Renew a certification into its next cycle",
          description:
            "The finished cycle and its credits are kept as they were. Another user's certification answers 404.",
          params: idParamsSchema,
          body: renewalInputSchema,
          response: { 200: certificationSchema },
        },
      ),
      async (request) =>
        toCertification(
          await renewCertification(deps, request.user.id, request.params.id, request.body),
        ),
    );

    routes.delete(
      "/api/certifications/:id",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        deleteByIdSchema(
          "Delete a certification with its credits",
          "Another user's certification answers 404.",
        ),
      ),
      async (request, reply) => {
        await deleteCertification(db, request.user.id, request.params.id);
        return reply.status(204).send();
      },
    );
  },
  { needs: ["reminders-on-change"] },
);
