import {
  changeEmailSchema,
  changePhoneSchema,
  confirmEmailChangeSchema,
  confirmPhoneSchema,
  messageSchema,
  updateProfileSchema,
} from "@common/accounts/profile";
import {
  addCompletedToursSchema,
  completedToursSchema,
  tourNameParamsSchema,
} from "@common/tour-names";
import { publicUserSchema } from "@common/user";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { requestOrigin } from "../../security/auth-log";
import { routeOptions } from "../../shared/route-options";
import { avatarRoutes } from "./avatar-routes";
import { addCompletedTours, clearCompletedTours, removeCompletedTour } from "./completed-tours";
import { confirmEmailChange, requestEmailChange } from "./email-change";
import { confirmPhoneChange, requestPhoneChange } from "./phone-change";
import { updateProfile } from "./update-profile";

/** Names, time zone, email, phone and avatar, from /settings/profile; and the tours completed. */
export const profileRoutes = featureRoutes(
  "profile",
  async (app, { db, clock, config }: FeatureDeps) => {
    await app.register(avatarRoutes, { db, clock, config });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock, key: config.encryptionKey };
    const user200 = { 200: publicUserSchema };
    const message200 = { 200: messageSchema };

    routes.patch(
      "/api/user/profile",
      routeOptions("signed-in", {
        summary: "Change the user's names and time zone",
        body: updateProfileSchema,
        response: user200,
      }),
      async (request) => updateProfile(deps, request.user, request.body),
    );

    routes.post(
      "/api/user/email",
      routeOptions("signed-in", {
        summary: "Start changing the email address",
        description:
          "Sends a code by email to the new address; the address changes once the code is confirmed.",
        body: changeEmailSchema,
        response: message200,
      }),
      async (request) => {
        const user = request.user;
        await requestEmailChange(deps, requestOrigin(request), user, request.body.email);
        return { message: "Verification code sent to your new email address" };
      },
    );

    routes.post(
      "/api/user/email/verify",
      routeOptions("signed-in", {
        summary: "Confirm a new email address with its code",
        body: confirmEmailChangeSchema,
        response: user200,
      }),
      async (request) =>
        confirmEmailChange(
          { ...deps, appUrl: config.appUrl },
          requestOrigin(request),
          request.user,
          request.body.code,
        ),
    );

    routes.post(
      "/api/user/phone",
      routeOptions("signed-in", {
        summary: "Start changing the phone number",
        description:
          "Sends a code by text message to the new number; the number changes once the code is confirmed.",
        body: changePhoneSchema,
        response: message200,
      }),
      async (request) => {
        const user = request.user;
        await requestPhoneChange(deps, requestOrigin(request), user, request.body.phoneNumber);
        return { message: "Verification code sent to your phone" };
      },
    );

    routes.post(
      "/api/user/phone/verify",
      routeOptions("signed-in", {
        summary: "Confirm a new phone number with its code",
        body: confirmPhoneSchema,
        response: user200,
      }),
      async (request) =>
        confirmPhoneChange(deps, requestOrigin(request), request.user, request.body.code),
    );

    const tours200 = { 200: completedToursSchema };
    routes.post(
      "/api/user/completed-tours",
      routeOptions("signed-in", {
        summary: "Record guided tours as completed",
        description:
          "Adds finished or skipped tours to the account's list, so they do not start again on another device.",
        body: addCompletedToursSchema,
        response: tours200,
      }),
      async (request) => ({
        completedTours: await addCompletedTours(deps, request.user, request.body.tours),
      }),
    );

    routes.delete(
      "/api/user/completed-tours/:name",
      routeOptions("signed-in", {
        summary: "Reset one guided tour",
        description: "The tour starts again on the next visit to its page or form.",
        params: tourNameParamsSchema,
        response: tours200,
      }),
      async (request) => ({
        completedTours: await removeCompletedTour(deps, request.user, request.params.name),
      }),
    );

    routes.delete(
      "/api/user/completed-tours",
      routeOptions("signed-in", { summary: "Reset every guided tour", response: tours200 }),
      async (request) => ({ completedTours: await clearCompletedTours(deps, request.user) }),
    );
  },
);
