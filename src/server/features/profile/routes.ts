import {
  changeEmailSchema,
  changePhoneSchema,
  confirmEmailChangeSchema,
  confirmPhoneSchema,
  messageSchema,
  updateProfileSchema,
} from "@common/accounts/profile";
import { publicUserSchema } from "@common/user";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { users } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { recordAuthEvent, requestOrigin } from "../../security/auth-log";
import { avatarRoutes } from "./avatar-routes";
import {
  confirmEmailChange,
  confirmPhoneChange,
  requestEmailChange,
  requestPhoneChange,
} from "./contact-changes";

/** Name, time zone, email and phone, from /settings/profile. */
export async function profileRoutes(app: FastifyInstance, deps: FeatureDeps) {
  await app.register(avatarRoutes, deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireUser };
  const user200 = { 200: publicUserSchema };
  const message200 = { 200: messageSchema };

  routes.patch(
    "/api/user/profile",
    { ...guard, schema: { body: updateProfileSchema, response: user200 } },
    async (request) => {
      const user = signedInUser(request);
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      );
      const [updated] = await deps.db
        .update(users)
        .set({ ...changes, updatedAt: deps.clock.now() })
        .where(eq(users.id, user.id))
        .returning();
      return updated ?? user;
    },
  );

  routes.post(
    "/api/user/email",
    { ...guard, schema: { body: changeEmailSchema, response: message200 } },
    async (request) => {
      await requestEmailChange(deps, signedInUser(request), request.body.email);
      return { message: "Verification code sent to your new email address" };
    },
  );

  routes.post(
    "/api/user/email/verify",
    { ...guard, schema: { body: confirmEmailChangeSchema, response: user200 } },
    async (request) => {
      const user = signedInUser(request);
      const updated = await confirmEmailChange(deps, user, request.body.code);
      await recordAuthEvent(deps.db, requestOrigin(request), {
        userId: user.id,
        username: user.username,
        eventType: "email-change",
        status: "success",
      });
      return updated ?? user;
    },
  );

  routes.post(
    "/api/user/phone",
    { ...guard, schema: { body: changePhoneSchema, response: message200 } },
    async (request) => {
      await requestPhoneChange(deps, signedInUser(request), request.body.phoneNumber);
      return { message: "Verification code sent to your phone" };
    },
  );

  routes.post(
    "/api/user/phone/verify",
    { ...guard, schema: { body: confirmPhoneSchema, response: user200 } },
    async (request) => {
      const user = signedInUser(request);
      const updated = await confirmPhoneChange(deps, user, request.body.code);
      await recordAuthEvent(deps.db, requestOrigin(request), {
        userId: user.id,
        username: user.username,
        eventType: "phone-change",
        status: "success",
      });
      return updated ?? user;
    },
  );
}
