import { avatarContentTypes, avatarMaxBytes, avatarMessages } from "@common/accounts/profile";
import { publicUserSchema } from "@common/user";
import type { FastifyError, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { removeAvatar, setAvatar } from "./avatar";

/** PUT and DELETE /api/user/avatar: the image is the raw request body, at most 1 MB. */
export async function avatarRoutes(app: FastifyInstance, { db, clock }: FeatureDeps) {
  // Registered in this plugin only, so no other route accepts raw image bodies.
  app.addContentTypeParser(
    [...avatarContentTypes],
    { parseAs: "buffer", bodyLimit: avatarMaxBytes },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own answers for a body that is too large or of another type, in the app's words;
  // everything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      throw new HttpError(413, avatarMessages.tooLarge);
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      throw new HttpError(400, avatarMessages.wrongType);
    }
    throw error;
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user200 = { 200: publicUserSchema };

  routes.put(
    "/api/user/avatar",
    { preHandler: app.requireUser, bodyLimit: avatarMaxBytes, schema: { response: user200 } },
    async (request) => {
      const image = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return setAvatar({ db, clock }, signedInUser(request), image);
    },
  );

  routes.delete(
    "/api/user/avatar",
    { preHandler: app.requireUser, schema: { response: user200 } },
    async (request) => removeAvatar({ db, clock }, signedInUser(request)),
  );
}
