import { Readable } from "node:stream";
import {
  authLogDetailSchema,
  authLogFilterSchema,
  authLogListQuerySchema,
  authLogPageSchema,
  authLogsCsvFile,
} from "@common/auth-logs";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { idParamsSchema } from "../../shared/id-params";
import { routeOptions } from "../../shared/route-options";
import { sendDownload } from "../../shared/send-download";
import { authLogEntry } from "./auth-log-entry";
import { authLogsCsv } from "./auth-logs-csv";
import { takeExportSlot } from "./export-slots";
import { listAuthLogs } from "./list-auth-logs";

/**
 * The auth log for administrators: a page of it newest first with filters, one entry with its
 * details, and the filtered entries as CSV (streamed).
 */
export const authLogRoutes = featureRoutes("auth-logs", async (app, { db, clock }: FeatureDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/auth-logs",
    routeOptions("admin", {
      summary: "The auth log, newest first",
      description:
        "Sign-ins, sign-outs and account security events, filtered. One page, with the total in the X-Total-Count header.",
      querystring: authLogListQuerySchema,
      response: { 200: authLogPageSchema },
    }),
    async (request) => listAuthLogs(db, request.query),
  );

  routes.get(
    "/api/admin/auth-logs.csv",
    routeOptions("admin", {
      summary: "Download the auth log as CSV",
      description: "Every entry the filters match, as a streamed file download.",
      querystring: authLogFilterSchema,
      response: { 200: authLogsCsvFile },
    }),
    async (request, reply) => {
      const slot = takeExportSlot(request.user.id);
      const stream = Readable.from(authLogsCsv(db, request.query));
      stream.once("close", slot.release);
      const day = clock.now().toISOString().slice(0, 10);
      return sendDownload(reply, {
        type: "text/csv; charset=utf-8",
        name: `auth-log-${day}.csv`,
        body: stream,
      });
    },
  );

  routes.get(
    "/api/admin/auth-logs/:id",
    routeOptions("admin", {
      summary: "An auth log entry with its details",
      params: idParamsSchema,
      response: { 200: authLogDetailSchema },
    }),
    async (request) => authLogEntry(db, request.params.id),
  );
});
