import {
  creditInputSchema,
  creditListQuerySchema,
  creditSchema,
} from "@common/certifications/credit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { idParamsSchema } from "../../shared/id-params";
import { sendPage } from "../../shared/pagination";
import { remindAfterChanges } from "../../shared/reminders-after-changes";
import { certificateRoutes } from "./certificate-routes";
import { addCredit, deleteCredit, updateCredit } from "./change-credits";
import { listCredits, readCredit } from "./list-credits";

/** Education credits of the user's certifications, and their certificates. */
export async function creditRoutes(app: FastifyInstance, { db, clock }: FeatureDeps) {
  remindAfterChanges(app);
  await app.register(certificateRoutes, { db, clock });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireUser };
  const deps = { db, clock };

  routes.get(
    "/api/certifications/:id/credits",
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        querystring: creditListQuerySchema,
        response: { 200: z.array(creditSchema) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const page = await listCredits(db, userId, request.params.id, request.query);
      return sendPage(reply, page.rows, page.total);
    },
  );

  routes.post(
    "/api/certifications/:id/credits",
    {
      ...guard,
      schema: { params: idParamsSchema, body: creditInputSchema, response: { 201: creditSchema } },
    },
    async (request, reply) => {
      const credit = await addCredit(deps, signedInUser(request), request.params.id, request.body);
      return reply.status(201).send(await readCredit(db, credit.id));
    },
  );

  routes.put(
    "/api/credits/:id",
    {
      ...guard,
      schema: { params: idParamsSchema, body: creditInputSchema, response: { 200: creditSchema } },
    },
    async (request) => {
      const credit = await updateCredit(
        deps,
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return readCredit(db, credit.id);
    },
  );

  routes.delete(
    "/api/credits/:id",
    { ...guard, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteCredit(deps, signedInUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
