import {
  captureCreditInputSchema,
  captureListQuerySchema,
  captureSchema,
  captureUploadQuerySchema,
  captureUploadRule,
  maxPdfPages,
} from "@common/captures";
import { creditSchema } from "@common/certifications/credit";
import { fileAnswer } from "@common/http-answers";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { deleteByIdSchema, idParamsSchema } from "../../shared/id-params";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { acceptRawUploads, uploadedBytes, uploadRouteOptions } from "../../shared/raw-upload";
import { routeOptions } from "../../shared/route-options";
import { downloadQuerySchema, sendDownload, sendKeptUpload } from "../../shared/send-download";
import { readCredit } from "../credits/list-credits";
import { addCapture } from "./add-capture";
import { onCaptureAdded } from "./capture-added";
import { capturePageImage } from "./capture-page-image";
import { pageDrawingTurns } from "./page-drawing-turns";
import { shownPageSide } from "./reading/draw-pdf-page";
import {
  captureFile,
  discardCapture,
  listCaptures,
  readCapture,
  saveCaptureAsCredit,
} from "./review-capture";

/** `:id` of a capture and `:number` of one of its pages, from 1. */
const pageParamsSchema = idParamsSchema.extend({ number: idParamsSchema.shape.id });

/**
 * Captures: certificates uploaded to be read, the user's inbox of them, and saving one as a
 * credit with its file as the certificate. Every capture is its owner's alone.
 */
export const captureRoutes = featureRoutes("captures", async (app, { db, clock }: FeatureDeps) => {
  acceptRawUploads(app, captureUploadRule);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, clock };
  const drawingTurns = pageDrawingTurns();

  routes.post(
    "/api/captures",
    uploadRouteOptions("signed-in", captureUploadRule, {
      summary: "Upload a certificate to be read",
      description:
        "The file is the raw request body (PDF, PNG, JPEG or WebP, at most 20 MB), its type read from its content. Answers 202: it is read off the request; poll GET /api/captures/:id. 429 with 100 waiting.",
      querystring: captureUploadQuerySchema,
      response: { 202: captureSchema },
    }),
    async (request, reply) => {
      const userId = request.user.id;
      const added = await addCapture(
        deps,
        userId,
        uploadedBytes(request.body),
        request.query.name,
        request.headers["content-type"] ?? "",
      );
      onCaptureAdded.emit();
      return reply.status(202).send(await readCapture(db, userId, added.id));
    },
  );

  routes.get(
    "/api/captures",
    pagedListRoute("signed-in", {
      summary: "The user's captures waiting for review",
      note: "Newest first.",
      querystring: captureListQuerySchema,
      row: captureSchema,
    }),
    async (request, reply) =>
      sendPage(reply, await listCaptures(db, request.user.id, request.query)),
  );

  routes.get(
    "/api/captures/:id",
    routeOptions("signed-in", {
      summary: "A capture: its status, the fields read, where each was read and how sure",
      description: "Another user's capture answers 404.",
      params: idParamsSchema,
      response: { 200: captureSchema },
    }),
    async (request) => readCapture(db, request.user.id, request.params.id),
  );

  routes.get(
    "/api/captures/:id/file",
    routeOptions("signed-in", {
      summary: "A capture's file",
      description: "Inline or, with download=1, as a download. Another user's answers 404.",
      params: idParamsSchema,
      querystring: downloadQuerySchema,
      response: {
        200: fileAnswer("The certificate as uploaded", captureUploadRule.contentTypes),
      },
    }),
    async (request, reply) => {
      const file = await captureFile(db, request.user.id, request.params.id);
      return sendKeptUpload(reply, file, { unnamed: "certificate", query: request.query });
    },
  );

  routes.get(
    "/api/captures/:id/pages/:number",
    routeOptions("signed-in", {
      summary: "A page of a capture's PDF, drawn for the review",
      description: `A WebP image, ${shownPageSide} pixels on its longer side, of one of the pages read (the first ${maxPdfPages}), as listed in the capture's pageImages. An image capture's page is its file. Another user's capture, another page, or a PDF that cannot be drawn answers 404; 503 while too many pages wait to be drawn.`,
      params: pageParamsSchema,
      response: { 200: fileAnswer("The page as an image", ["image/webp"]) },
    }),
    async (request, reply) => {
      const { id, number } = request.params;
      const image = await capturePageImage(db, drawingTurns, request.user.id, id, number);
      return sendDownload(reply, {
        type: "image/webp",
        disposition: "inline",
        body: image,
        // The file of a capture never changes, nor its pages.
        cache: "private, max-age=3600",
      });
    },
  );

  routes.post(
    "/api/captures/:id/credit",
    routeOptions(
      { access: "signed-in", affectsReminders: true },
      {
        summary: "Save a capture as a credit",
        description:
          "The reviewed credit, counting toward the certifications chosen, with the capture's file as its certificate; the capture leaves the inbox. 409 while it is being read.",
        params: idParamsSchema,
        body: captureCreditInputSchema,
        response: { 201: creditSchema },
      },
    ),
    async (request, reply) => {
      const credit = await saveCaptureAsCredit(deps, request.user, request.params.id, request.body);
      return reply.status(201).send(await readCredit(db, credit.id));
    },
  );

  routes.delete(
    "/api/captures/:id",
    routeOptions(
      "signed-in",
      deleteByIdSchema("Discard a capture and its file", "Another user's capture answers 404."),
    ),
    async (request, reply) => {
      await discardCapture(db, request.user.id, request.params.id);
      return reply.status(204).send();
    },
  );
});
