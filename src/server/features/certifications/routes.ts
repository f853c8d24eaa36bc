import {
  certificationAllowanceSchema,
  certificationDetailSchema,
  certificationInputSchema,
  certificationListQuerySchema,
  certificationSchema,
  renewalInputSchema,
} from "@common/certifications/certification";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { certificationAllowance } from "../../shared/free-plan";
import { idParamsSchema } from "../../shared/id-params";
import { toCertification } from "../../shared/owned-certification";
import { sendPage } from "../../shared/pagination";
import { remindAfterChanges } from "../../shared/reminders-after-changes";
import { certificationDetail } from "./certification-detail";
import { createCertification } from "./create-certification";
import { deleteCertification } from "./delete-certification";
import { listCertifications } from "./list-certifications";
import { logoRoutes } from "./logo-routes";
import { renewCertification } from "./renew-certification";
import { updateCertification } from "./update-certification";

/** The user's certifications: list, allowance, add, read, edit, renew, delete, logo. */
export async function certificationRoutes(app: FastifyInstance, { db, clock }: FeatureDeps) {
  remindAfterChanges(app);
  await app.register(logoRoutes, { db, clock });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireUser };
  const deps = { db, clock };

  routes.get(
    "/api/certifications",
    {
      ...guard,
      schema: {
        querystring: certificationListQuerySchema,
        response: { 200: z.array(certificationSchema) },
      },
    },
    async (request, reply) => {
      const page = await listCertifications(db, signedInUser(request).id, request.query);
      return sendPage(reply, page.rows, page.total);
    },
  );

  routes.get(
    "/api/certifications/allowance",
    { ...guard, schema: { response: { 200: certificationAllowanceSchema } } },
    async (request) => certificationAllowance(db, signedInUser(request)),
  );

  routes.post(
    "/api/certifications",
    {
      ...guard,
      schema: { body: certificationInputSchema, response: { 201: certificationSchema } },
    },
    async (request, reply) => {
      const created = await createCertification(deps, signedInUser(request), request.body);
      return reply.status(201).send(toCertification(created));
    },
  );

  routes.get(
    "/api/certifications/:id",
    { ...guard, schema: { params: idParamsSchema, response: { 200: certificationDetailSchema } } },
    async (request) => certificationDetail(db, signedInUser(request).id, request.params.id),
  );

  routes.put(
    "/api/certifications/:id",
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        body: certificationInputSchema,
        response: { 200: certificationSchema },
      },
    },
    async (request) =>
      toCertification(
        await updateCertification(deps, signedInUser(request).id, request.params.id, request.body),
      ),
  );

  routes.post(
    "/api/certifications/:id/renew",
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        body: renewalInputSchema,
        response: { 200: certificationSchema },
      },
    },
    async (request) =>
      toCertification(
        await renewCertification(deps, signedInUser(request).id, request.params.id, request.body),
      ),
  );

  routes.delete(
    "/api/certifications/:id",
    { ...guard, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteCertification(db, signedInUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
