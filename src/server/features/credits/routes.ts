import {
  creditInputSchema,
  creditListQuerySchema,
  creditSchema,
} from "@common/certifications/credit";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { deleteByIdSchema, idParamsSchema } from "../../shared/id-params";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { certificateRoutes } from "./certificate-routes";
import { addCredit, deleteCredit, updateCredit } from "./change-credits";
import { listCredits, readCredit } from "./list-credits";

/** Education credits of the user's certifications, and their certificates. */
export const creditRoutes = featureRoutes(
  "credits",
  async (app, { db, clock }: FeatureDeps) => {
    await app.register(certificateRoutes, { db, clock });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock };

    routes.get(
      "/api/certifications/:id/credits",
      pagedListRoute("signed-in", {
        summary: "The credits of a certification",
        note: "Another user's certification answers 404.",
        params: idParamsSchema,
        querystring: creditListQuerySchema,
        row: creditSchema,
      }),
      async (request, reply) => {
        const userId = request.user.id;
        return sendPage(reply, await listCredits(db, userId, request.params.id, request.query));
      },
    );

    routes.post(
      "/api/certifications/:id/credits",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        {
          summary: "Add a credit to a certification",
          description: "Another user's certification answers 404.",
          params: idParamsSchema,
          body: creditInputSchema,
          response: { 201: creditSchema },
        },
      ),
      async (request, reply) => {
        const credit = await addCredit(deps, request.user, request.params.id, request.body);
        return reply.status(201).send(await readCredit(db, credit.id, request.params.id));
      },
    );

    routes.put(
      "/api/credits/:id",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        {
          summary: "Change a credit",
          description: "Another user's credit answers 404.",
          params: idParamsSchema,
          body: creditInputSchema,
          response: { 200: creditSchema },
        },
      ),
      async (request) => {
        const credit = await updateCredit(deps, request.user, request.params.id, request.body);
        return readCredit(db, credit.id);
      },
    );

    routes.delete(
      "/api/credits/:id",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        deleteByIdSchema("Delete a credit", "Another user's credit answers 404."),
      ),
      async (request, reply) => {
        await deleteCredit(deps, request.user.id, request.params.id);
        return reply.status(204).send();
      },
    );
  },
  { needs: ["reminders-on-change"] },
);
