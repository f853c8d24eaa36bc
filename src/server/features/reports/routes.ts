import type { fileAnswer } from "@common/http-answers";
import {
  auditPacketFile,
  creditsFile,
  cycleReportSchema,
  reportCycleQuerySchema,
  reportOverviewSchema,
  reportQuerySchema,
  transcriptFile,
} from "@common/reports";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { idParamsSchema } from "../../shared/id-params";
import { routeOptions } from "../../shared/route-options";
import { sendDownload } from "../../shared/send-download";
import { creditsCsvDownload, transcriptDownload } from "./cycle-downloads";
import { loadCycleReport } from "./cycle-report";
import { reportOverview } from "./report-overview";
import { sendAuditPacket } from "./send-audit-packet";

/**
 * Reports (premium): GET /api/reports/overview, where each certification stands, and
 * GET /api/reports/certifications/:id, one cycle of a certification as its transcript says it,
 * and its downloads (always the whole cycle): the transcript PDF, the credits as CSV and the
 * audit packet ZIP (streamed).
 */
export const reportRoutes = featureRoutes("reports", async (app, deps: FeatureDeps) => {
  const { db, clock } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/reports/overview",
    routeOptions("premium", {
      summary: "Where each certification stands",
      response: { 200: reportOverviewSchema },
    }),
    async (request) => reportOverview({ db, clock }, request.user),
  );
  routes.get(
    "/api/reports/certifications/:id",
    routeOptions("premium", {
      summary: "A cycle of a certification as its transcript shows it",
      description:
        "The current cycle unless one is named. Another user's certification answers 404.",
      params: idParamsSchema,
      querystring: reportQuerySchema,
      response: { 200: cycleReportSchema },
    }),
    async (request) => {
      const { report } = await loadCycleReport(
        deps,
        request.user,
        request.params.id,
        request.query,
      );
      return report;
    },
  );
  const download = (
    config: { access: "premium"; limit?: "downloads" },
    file: ReturnType<typeof fileAnswer>,
    summary: string,
    description: string,
  ) =>
    routeOptions(config, {
      summary,
      description: `${description} Another user's certification answers 404.`,
      params: idParamsSchema,
      querystring: reportCycleQuerySchema,
      response: { 200: file },
    });
  const cycleFiles = [
    {
      path: "/api/reports/certifications/:id/transcript.pdf",
      file: transcriptFile,
      summary: "Download the transcript of a cycle as PDF",
      downloadOf: transcriptDownload,
    },
    {
      path: "/api/reports/certifications/:id/credits.csv",
      file: creditsFile,
      summary: "Download the credits of a cycle as CSV",
      downloadOf: creditsCsvDownload,
    },
  ];
  for (const { path, file, summary, downloadOf } of cycleFiles) {
    routes.get(
      path,
      download(
        { access: "premium", limit: "downloads" },
        file,
        summary,
        "A file download of the whole cycle.",
      ),
      async (request, reply) => {
        const { report } = await loadCycleReport(
          deps,
          request.user,
          request.params.id,
          request.query,
        );
        return sendDownload(reply, downloadOf(report));
      },
    );
  }
  routes.get(
    "/api/reports/certifications/:id/packet.zip",
    // Not counted as a download: at most three packets are sent at a time (sendAuditPacket).
    download(
      { access: "premium" },
      auditPacketFile,
      "Download the audit packet of a cycle as ZIP",
      "The transcript, the credits and their certificates, as a streamed file download.",
    ),
    async (request, reply) => {
      const loaded = await loadCycleReport(deps, request.user, request.params.id, request.query);
      return sendAuditPacket(reply, deps, request.user.id, loaded);
    },
  );
});
