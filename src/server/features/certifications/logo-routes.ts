import { certificationSchema } from "@common/certifications/certification";
import { imageUploadRule } from "@common/upload-rules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../../clock";
import type { Database } from "../../db/open";
import { signedInUser } from "../../plugins/auth-guards";
import { idParamsSchema } from "../../shared/id-params";
import { toCertification } from "../../shared/owned-certification";
import { acceptRawUploads, uploadedBytes } from "../../shared/raw-upload";
import { removeLogo, setLogo } from "./logo";

/** PUT and DELETE /api/certifications/:id/logo: the image is the raw body, at most 1 MB. */
export async function logoRoutes(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  acceptRawUploads(app, imageUploadRule);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const options = {
    preHandler: app.requireUser,
    schema: { params: idParamsSchema, response: { 200: certificationSchema } },
  };

  routes.put(
    "/api/certifications/:id/logo",
    { ...options, bodyLimit: imageUploadRule.maxBytes },
    async (request) =>
      toCertification(
        await setLogo(
          deps,
          signedInUser(request).id,
          request.params.id,
          uploadedBytes(request.body),
        ),
      ),
  );

  routes.delete("/api/certifications/:id/logo", options, async (request) =>
    toCertification(await removeLogo(deps, signedInUser(request).id, request.params.id)),
  );
}
