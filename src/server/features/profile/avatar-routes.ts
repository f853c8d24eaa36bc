import { imageUploadRule } from "@common/upload-rules";
import { publicUserSchema } from "@common/user";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { acceptRawUploads, uploadedBytes, uploadRouteOptions } from "../../shared/raw-upload";
import { routeOptions } from "../../shared/route-options";
import { removeAvatar, setAvatar } from "./avatar";

/** PUT and DELETE /api/user/avatar: the image is the raw request body, at most 1 MB. */
export async function avatarRoutes(app: FastifyInstance, { db, clock }: FeatureDeps) {
  // Registered in this plugin only, so no other route accepts raw image bodies.
  acceptRawUploads(app, imageUploadRule);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user200 = { 200: publicUserSchema };

  routes.put(
    "/api/user/avatar",
    uploadRouteOptions("signed-in", imageUploadRule, {
      summary: "Upload the user's avatar",
      description: "The image is the raw request body, at most 1 MB.",
      response: user200,
    }),
    async (request) => {
      return setAvatar({ db, clock }, request.user, uploadedBytes(request.body));
    },
  );

  routes.delete(
    "/api/user/avatar",
    routeOptions("signed-in", { summary: "Remove the user's avatar", response: user200 }),
    async (request) => removeAvatar({ db, clock }, request.user),
  );
}
