import { creditSchema } from "@common/certifications/credit";
import { fileAnswer } from "@common/http-answers";
import { certificateUploadRule } from "@common/upload-rules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../feature-deps";
import { idParamsSchema } from "../../shared/id-params";
import {
  acceptRawUploads,
  uploadedBytes,
  uploadNameQuerySchema,
  uploadRouteOptions,
} from "../../shared/raw-upload";
import { routeOptions } from "../../shared/route-options";
import { downloadQuerySchema, sendKeptUpload } from "../../shared/send-download";
import { attachCertificate, detachCertificate, readCertificate } from "./certificate";
import { readCredit } from "./list-credits";

/**
 * A credit's certificate: uploaded as the raw body (at most 10 MB), served to its owner only
 * with its real type, never sniffed, inline to view or as an attachment to download.
 */
export async function certificateRoutes(app: FastifyInstance, deps: ServiceDeps) {
  acceptRawUploads(app, certificateUploadRule);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const path = "/api/credits/:id/certificate";

  routes.put(
    path,
    uploadRouteOptions("signed-in", certificateUploadRule, {
      summary: "Attach a certificate to a credit",
      description:
        "The file is the raw request body, at most 10 MB, replacing any before. Another user's credit answers 404.",
      params: idParamsSchema,
      querystring: uploadNameQuerySchema,
      response: { 200: creditSchema },
    }),
    async (request) => {
      const userId = request.user.id;
      const body = uploadedBytes(request.body);
      await attachCertificate(deps, userId, request.params.id, body, request.query.name);
      return readCredit(deps.db, request.params.id);
    },
  );

  routes.delete(
    path,
    routeOptions("signed-in", {
      summary: "Remove a credit's certificate",
      description: "Another user's credit answers 404.",
      params: idParamsSchema,
      response: { 200: creditSchema },
    }),
    async (request) => {
      await detachCertificate(deps, request.user.id, request.params.id);
      return readCredit(deps.db, request.params.id);
    },
  );

  routes.get(
    path,
    routeOptions("signed-in", {
      summary: "A credit's certificate",
      description:
        "A file, inline or, with download=1, as a download. Another user's credit answers 404.",
      params: idParamsSchema,
      querystring: downloadQuerySchema,
      response: {
        200: fileAnswer(
          "The certificate, inline or as a download",
          certificateUploadRule.contentTypes,
        ),
      },
    }),
    async (request, reply) => {
      const userId = request.user.id;
      const file = await readCertificate(deps.db, userId, request.params.id);
      return sendKeptUpload(reply, file, { unnamed: "certificate", query: request.query });
    },
  );
}
