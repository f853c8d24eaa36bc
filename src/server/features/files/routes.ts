import { fileAnswer, storedFileTypes } from "@common/http-answers";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { readOwnFile } from "../../files/stored-files";
import { featureRoutes } from "../../plugins/feature-routes";
import { HttpError } from "../../shared/http-error";
import { keyParamsSchema } from "../../shared/id-params";
import { routeOptions } from "../../shared/route-options";
import { sendDownload } from "../../shared/send-download";

/** GET /api/files/:id: an upload, to its owner only; anyone else gets the same 404 as for no file. */
export const fileRoutes = featureRoutes("files", async (app, { db }: FeatureDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/files/:id",
    routeOptions("signed-in", {
      summary: "An uploaded file",
      description:
        "The file as it was uploaded, to its owner only; anyone else gets the same 404 as for no file.",
      params: keyParamsSchema,
      response: { 200: fileAnswer("The file, as it was uploaded", storedFileTypes) },
    }),
    async (request, reply) => {
      const file = await readOwnFile(db, request.user.id, request.params.id);
      if (!file) throw new HttpError(404, "Not found");
      return sendDownload(reply, {
        type: file.contentType,
        uploaded: true,
        disposition: "inline",
        body: file.data,
        cache: "private, max-age=3600",
      });
    },
  );
});
