import type { fileAnswer } from "@common/http-answers";
import {
  auditPacketFile,
  shareAccessListQuerySchema,
  shareAccessSchema,
  shareCreatedSchema,
  shareCreateSchema,
  sharedPacketSchema,
  shareListQuerySchema,
  shareSchema,
  transcriptFile,
} from "@common/reports";
import type { FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { requestOrigin } from "../../security/auth-log";
import { idParamsSchema } from "../../shared/id-params";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { sendDownload } from "../../shared/send-download";
import { transcriptDownload } from "./cycle-downloads";
import { listShareAccesses, listShares } from "./list-shares";
import { sendAuditPacket } from "./send-audit-packet";
import { createShare, revokeShare } from "./share-links";
import { openShare, recordShareAccess, sharedReport, toSharedPacket } from "./shared-packet";

/** `:token` of a share link: at most 64 characters (a token has 43); anything else is a 404. */
const tokenParamsSchema = z.object({ token: z.string().max(64) });

/**
 * A download of a shared packet, for anyone holding the link. A visitor's downloads count as
 * an owner's do, by address: producing them takes time.
 */
function sharedDownload(summary: string, description: string, file: ReturnType<typeof fileAnswer>) {
  return routeOptions(
    { access: "public", limit: "downloads" },
    { summary, description, params: tokenParamsSchema, response: { 200: file } },
  );
}

/** A shared packet is nobody's to cache, index, or pass on in a Referer header. */
function privateAnswer(reply: FastifyReply) {
  return reply
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .header("referrer-policy", "no-referrer");
}

/**
 * Share links of audit packets. The owner (premium) creates, lists and revokes them and reads
 * who opened them; anyone holding a link (public, no account) sees that one packet and
 * downloads its transcript and its audit packet. Every public answer, refusals included, is private.
 */
export const reportShareRoutes = featureRoutes(
  "report-shares",
  async (app, { db, clock, config }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock };

    app.addHook("onSend", async (request, reply) => {
      if (request.routeOptions.url?.startsWith("/api/shared/")) privateAnswer(reply);
    });

    routes.post(
      "/api/reports/certifications/:id/shares",
      routeOptions("premium", {
        summary: "Create a share link to a cycle's audit packet",
        description: "Answers the link, shown this once. Another user's certification answers 404.",
        params: idParamsSchema,
        body: shareCreateSchema,
        response: { 201: shareCreatedSchema },
      }),
      async (request, reply) => {
        const created = await createShare(
          { ...deps, appUrl: config.appUrl },
          request.user,
          request.params.id,
          request.body,
        );
        return reply.status(201).header("cache-control", "no-store").send(created);
      },
    );

    routes.get(
      "/api/reports/shares",
      pagedListRoute("premium", {
        summary: "The user's share links",
        querystring: shareListQuerySchema,
        row: shareSchema,
      }),
      async (request, reply) =>
        sendPage(reply, await listShares(db, request.user.id, request.query, clock.now())),
    );

    routes.delete(
      "/api/reports/shares/:id",
      routeOptions("premium", {
        summary: "Revoke a share link",
        description: "The link stops working at once. Another user's link answers 404.",
        params: idParamsSchema,
        response: { 200: shareSchema },
      }),
      async (request) => revokeShare(deps, request.user, request.params.id),
    );

    routes.get(
      "/api/reports/shares/:id/accesses",
      pagedListRoute("premium", {
        summary: "Who opened a share link and when",
        note: "Another user's link answers 404.",
        params: idParamsSchema,
        querystring: shareAccessListQuerySchema,
        row: shareAccessSchema,
      }),
      async (request, reply) => {
        const page = await listShareAccesses(db, request.user.id, request.params.id, request.query);
        return sendPage(reply, page);
      },
    );

    routes.get(
      "/api/shared/:token",
      routeOptions("public", {
        summary: "The audit packet a share link shows",
        description:
          "For anyone holding the link, without an account; an unknown, expired or revoked link answers 404.",
        params: tokenParamsSchema,
        response: { 200: sharedPacketSchema },
      }),
      async (request) => {
        const { token } = request.params;
        const open = await openShare(deps, token);
        await recordShareAccess(deps, open.share.id, "viewed", requestOrigin(request));
        const loaded = await sharedReport(deps, open);
        return toSharedPacket(loaded, open.share, token);
      },
    );

    routes.get(
      "/api/shared/:token/transcript.pdf",
      sharedDownload(
        "Download the transcript of a shared packet as PDF",
        "A file download, for anyone holding the link.",
        transcriptFile,
      ),
      async (request, reply) => {
        const open = await openShare(deps, request.params.token);
        await recordShareAccess(deps, open.share.id, "transcript", requestOrigin(request));
        const { report } = await sharedReport(deps, open);
        return sendDownload(reply, transcriptDownload(report));
      },
    );

    routes.get(
      "/api/shared/:token/packet.zip",
      sharedDownload(
        "Download a shared audit packet as ZIP",
        "A streamed file download, for anyone holding the link.",
        auditPacketFile,
      ),
      async (request, reply) => {
        const open = await openShare(deps, request.params.token);
        const loaded = await sharedReport(deps, open);
        return sendAuditPacket(reply, deps, open.owner.id, loaded, () =>
          recordShareAccess(deps, open.share.id, "packet", requestOrigin(request)),
        );
      },
    );
  },
);
