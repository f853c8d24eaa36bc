import { certificationSchema } from "@common/certifications/certification";
import { imageUploadRule } from "@common/upload-rules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../feature-deps";
import { idParamsSchema } from "../../shared/id-params";
import { acceptRawUploads, uploadedBytes, uploadRouteOptions } from "../../shared/raw-upload";
import { routeOptions } from "../../shared/route-options";
import { removeLogo, setLogo } from "./logo";
import { toCertification } from "./owned-certification";

/** PUT and DELETE /api/certifications/:id/logo: the image is the raw body, at most 1 MB. */
export async function logoRoutes(app: FastifyInstance, deps: ServiceDeps) {
  acceptRawUploads(app, imageUploadRule);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: idParamsSchema, response: { 200: certificationSchema } };

  routes.put(
    "/api/certifications/:id/logo",
    uploadRouteOptions("signed-in", imageUploadRule, {
      summary: "Upload a certification's logo",
      description:
        "The image is the raw request body, at most 1 MB. Another user's certification answers 404.",
      ...schema,
    }),
    async (request) =>
      toCertification(
        await setLogo(deps, request.user.id, request.params.id, uploadedBytes(request.body)),
      ),
  );

  routes.delete(
    "/api/certifications/:id/logo",
    routeOptions("signed-in", {
      ...schema,
      summary: "Remove a certification's logo",
      description: "Another user's certification answers 404.",
    }),
    async (request) => toCertification(await removeLogo(deps, request.user.id, request.params.id)),
  );
}
