import { certificationSchema } from "@common/certifications/certification";
import { fileAnswer } from "@common/http-answers";
import { documentUploadRule } from "@common/upload-rules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../feature-deps";
import { deleteByIdSchema, idParamsSchema } from "../../shared/id-params";
import {
  acceptRawUploads,
  uploadedBytes,
  uploadNameQuerySchema,
  uploadRouteOptions,
} from "../../shared/raw-upload";
import { routeOptions } from "../../shared/route-options";
import { downloadQuerySchema, sendKeptUpload } from "../../shared/send-download";
import { readCycleDocument, readDocument, removeDocument, setDocument } from "./document";
import { toCertification } from "./owned-certification";

/** `:id` and `:cycle`: a cycle number that cannot name one reads as 0, which none has (404). */
const cycleParamsSchema = idParamsSchema.extend({ cycle: idParamsSchema.shape.id });
const documentFile = {
  200: fileAnswer("The document, inline or as a download", documentUploadRule.contentTypes),
};

/**
 * The document of each cycle (the license card or certificate itself): the current cycle's is
 * uploaded as the raw body (at most 10 MB), replaced or removed; a finished cycle's is kept
 * as it was and only read.
 */
export async function documentRoutes(app: FastifyInstance, deps: ServiceDeps) {
  acceptRawUploads(app, documentUploadRule);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const path = "/api/certifications/:id/document";

  routes.put(
    path,
    uploadRouteOptions("signed-in", documentUploadRule, {
      summary: "Upload the document of a certification's current cycle",
      description:
        "The license card or certificate itself as the raw request body (at most 10 MB), replacing any before. Another user's certification answers 404.",
      params: idParamsSchema,
      querystring: uploadNameQuerySchema,
      response: { 200: certificationSchema },
    }),
    async (request) => {
      const body = uploadedBytes(request.body);
      return toCertification(
        await setDocument(deps, request.user.id, request.params.id, body, request.query.name),
      );
    },
  );

  routes.delete(
    path,
    routeOptions(
      "signed-in",
      deleteByIdSchema(
        "Remove the document of a certification's current cycle",
        "Another user's certification answers 404.",
      ),
    ),
    async (request, reply) => {
      await removeDocument(deps, request.user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  routes.get(
    path,
    routeOptions("signed-in", {
      summary: "The document of a certification's current cycle",
      description:
        "A file, inline or, with download=1, as a download. Another user's certification answers 404.",
      params: idParamsSchema,
      querystring: downloadQuerySchema,
      response: documentFile,
    }),
    async (request, reply) => {
      const file = await readDocument(deps.db, request.user.id, request.params.id);
      return sendKeptUpload(reply, file, { unnamed: "document", query: request.query });
    },
  );

  routes.get(
    "/api/certifications/:id/cycles/:cycle/document",
    routeOptions("signed-in", {
      summary: "The document of a past cycle of a certification",
      description:
        "A file, inline or, with download=1, as a download. Another user's certification answers 404.",
      params: cycleParamsSchema,
      querystring: downloadQuerySchema,
      response: documentFile,
    }),
    async (request, reply) => {
      const { id, cycle } = request.params;
      const file = await readCycleDocument(deps.db, request.user.id, id, cycle);
      return sendKeptUpload(reply, file, { unnamed: "document", query: request.query });
    },
  );
}
