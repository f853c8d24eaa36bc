import {
  certificationsCsvFile,
  optimizedViewExportQuerySchema,
  optimizedViewPageSchema,
  optimizedViewQuerySchema,
} from "@common/optimized-view";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userToday } from "../../clock";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";
import { sendDownload } from "../../shared/send-download";
import { adminActor, recordAdminAction } from "../admin/audit-trail";
import { certificationsCsv, certificationsCsvFileName } from "./certifications-csv";
import { certificationsPage } from "./certifications-page";

/**
 * The optimized view (admin): GET /api/admin/certifications, one page of every certification
 * of every user, and GET /api/admin/certifications.csv, all of those the filters match
 * (streamed, and written to the admin audit trail).
 */
export const optimizedViewRoutes = featureRoutes(
  "optimized-view",
  async (app, { db, clock }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      "/api/admin/certifications",
      routeOptions("admin", {
        summary: "Every user's certifications, a page at a time",
        querystring: optimizedViewQuerySchema,
        response: { 200: optimizedViewPageSchema },
      }),
      async (request) => certificationsPage({ db, clock }, request.user, request.query),
    );
    routes.get(
      "/api/admin/certifications.csv",
      routeOptions("admin", {
        summary: "Download every certification the filters match as CSV",
        description: "A streamed file download, recorded in the admin audit trail.",
        querystring: optimizedViewExportQuerySchema,
        response: { 200: certificationsCsvFile },
      }),
      async (request, reply) => {
        const { user, query } = request;
        const today = userToday(user, clock);
        await recordAdminAction(db, adminActor(request), "certifications_exported", {
          details: Object.fromEntries(Object.entries(query).filter(([, value]) => value != null)),
        });
        return sendDownload(reply, {
          type: "text/csv; charset=utf-8",
          name: certificationsCsvFileName(today),
          body: certificationsCsv(db, query, today),
        });
      },
    );
  },
);
