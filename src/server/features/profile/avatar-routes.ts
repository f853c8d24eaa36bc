import { avatarContentTypes, avatarMaxBytes } from "@common/accounts/profile";
import { detectFileType } from "@common/file-types";
import { publicUserSchema } from "@common/user";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { users } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { deleteOwnFile, fileIdOf, saveFile } from "../files/stored-files";

/** PUT and DELETE /api/user/avatar: a PNG, JPEG or WebP image of at most 1 MB. */
export async function avatarRoutes(app: FastifyInstance, { db, clock }: FeatureDeps) {
  // Images arrive as the raw request body; this parser lives in this plugin's scope only.
  app.addContentTypeParser(
    [...avatarContentTypes],
    { parseAs: "buffer", bodyLimit: avatarMaxBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error, _request, reply) => {
    if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send({ message: "Image must be 1 MB or smaller" });
    }
    throw error;
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function replaceAvatar(userId: number, previous: string | null, next: string | null) {
    const [updated] = await db
      .update(users)
      .set({ avatarUrl: next, updatedAt: clock.now() })
      .where(eq(users.id, userId))
      .returning();
    const oldId = fileIdOf(previous);
    if (oldId) await deleteOwnFile(db, userId, oldId);
    return updated;
  }

  routes.put(
    "/api/user/avatar",
    {
      preHandler: app.requireUser,
      bodyLimit: avatarMaxBytes,
      schema: { response: { 200: publicUserSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const body = request.body;
      const type = Buffer.isBuffer(body) ? detectFileType(body) : null;
      if (!Buffer.isBuffer(body) || !type || type === "application/pdf") {
        throw new HttpError(400, "Image must be a PNG, JPEG or WebP file");
      }
      const id = await saveFile(db, {
        userId: user.id,
        purpose: "avatar",
        contentType: type,
        data: body,
      });
      return (await replaceAvatar(user.id, user.avatarUrl, `/api/files/${id}`)) ?? user;
    },
  );

  routes.delete(
    "/api/user/avatar",
    { preHandler: app.requireUser, schema: { response: { 200: publicUserSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return (await replaceAvatar(user.id, user.avatarUrl, null)) ?? user;
    },
  );
}
