import {
  managedUserListQuerySchema,
  managedUserSchema,
  userAuditTrailSchema,
  userFlagInputSchema,
} from "@common/user-management";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { requestOrigin } from "../../security/auth-log";
import { idParamsSchema } from "../../shared/id-params";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { adminActor, auditTrailOfUser } from "../admin/audit-trail";
import { setAccountEnabled } from "./account-status";
import { setAdministrator } from "./administrator-role";
import { listManagedUsers, managedUser } from "./list-users";
import { resetMfa } from "./mfa-reset";
import { setPremiumOverride } from "./premium-override";
import { resendVerification } from "./resend-verification";
import { targetUser } from "./target-user";

/**
 * User Management (/settings/users): the users a page at a time, a user's audit trail, and
 * the actions on an account. Each action answers the user's row as the list shows it.
 */
export const userManagementRoutes = featureRoutes(
  "user-management",
  async (app, { db, clock, config }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const action = { params: idParamsSchema, response: { 200: managedUserSchema } };

    const answerRow = (id: number) => managedUser(db, id);

    routes.get(
      "/api/admin/users",
      pagedListRoute("admin", {
        summary: "The users",
        querystring: managedUserListQuerySchema,
        row: managedUserSchema,
      }),
      async (request, reply) => sendPage(reply, await listManagedUsers(db, request.query)),
    );

    routes.get(
      "/api/admin/users/:id/audit",
      routeOptions("admin", {
        summary: "A user's audit trail",
        params: idParamsSchema,
        response: { 200: userAuditTrailSchema },
      }),
      async (request) => {
        const user = await targetUser(db, request.params.id, { lock: false });
        return auditTrailOfUser(db, user.id);
      },
    );

    for (const enabled of [false, true]) {
      routes.post(
        `/api/admin/users/:id/${enabled ? "enable" : "disable"}`,
        routeOptions("admin", {
          ...action,
          summary: enabled ? "Enable a user's account" : "Disable a user's account",
          description: enabled
            ? "Recorded in the admin audit trail; answers the user's row."
            : "Signs the user out everywhere; recorded in the admin audit trail; answers the user's row.",
        }),
        async (request) => {
          await setAccountEnabled({ db, clock }, adminActor(request), request.params.id, enabled);
          return answerRow(request.params.id);
        },
      );
    }

    const switches = [
      {
        path: "premium-override",
        summary: "Grant or withdraw premium regardless of subscription",
        turn: setPremiumOverride,
      },
      {
        path: "administrator",
        summary: "Make a user an administrator, or not",
        turn: setAdministrator,
      },
    ];
    for (const { path, summary, turn } of switches) {
      routes.post(
        `/api/admin/users/:id/${path}`,
        routeOptions("admin", {
          summary,
          description: "Recorded in the admin audit trail; answers the user's row.",
          ...action,
          body: userFlagInputSchema,
        }),
        async (request) => {
          await turn({ db, clock }, adminActor(request), request.params.id, request.body.on);
          return answerRow(request.params.id);
        },
      );
    }

    routes.post(
      "/api/admin/users/:id/mfa-reset",
      routeOptions("admin", {
        ...action,
        summary: "Reset a user's two-factor authentication",
        description: "Recorded in the admin audit trail; answers the user's row.",
      }),
      async (request) => {
        const origin = requestOrigin(request);
        await resetMfa({ db, clock }, adminActor(request), origin, request.params.id);
        return answerRow(request.params.id);
      },
    );

    routes.post(
      "/api/admin/users/:id/resend-verification",
      routeOptions("admin", {
        ...action,
        summary: "Email a user a code confirming their address",
        description:
          "409 when the address is already verified or there is none; recorded in the admin audit trail; answers the user's row.",
      }),
      async (request) => {
        const deps = { db, clock, key: config.encryptionKey, appUrl: config.appUrl };
        await resendVerification(
          deps,
          adminActor(request),
          requestOrigin(request),
          request.params.id,
        );
        return answerRow(request.params.id);
      },
    );
  },
);
