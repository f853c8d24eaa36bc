import type { RouteAccess } from "@common/access";
import type { UploadRule } from "@common/upload-rules";
import type { FastifyError, FastifyInstance } from "fastify";
import { z } from "zod";
import { HttpError } from "./http-error";
import { type DescribedSchema, routeOptions } from "./route-options";

/** `?name=`: the uploaded file's own name, kept to show and to download it by. */
export const uploadNameQuerySchema = z.object({ name: z.string().max(500).optional() });

/**
 * Lets the routes of this plugin take a file as the raw request body (never multipart), at
 * most `maxBytes`, and answers Fastify's own refusals in the product's words. The declared
 * type only gets the body in: callers decide the real type from the content.
 */
export function acceptRawUploads(
  app: FastifyInstance,
  { contentTypes, maxBytes, messages }: UploadRule,
): void {
  app.addContentTypeParser(
    [...contentTypes],
    { parseAs: "buffer", bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
  answerUploadRefusals(app, messages);
}

/**
 * The options of a route taking a file as its raw body (see acceptRawUploads): its access, its
 * schema consuming the rule's types, and the rule's size as its body limit.
 */
export function uploadRouteOptions<
  const Access extends RouteAccess,
  Schema extends DescribedSchema,
>(access: Access, rule: UploadRule, schema: Schema) {
  const options = routeOptions(access, { ...schema, consumes: rule.contentTypes });
  return { ...options, bodyLimit: rule.maxBytes };
}

/** Answers Fastify's refusals of an upload (too large, a type not taken) in the rule's words. */
export function answerUploadRefusals(app: FastifyInstance, messages: UploadRule["messages"]): void {
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new HttpError(413, messages.tooLarge);
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      throw new HttpError(400, messages.wrongType);
    }
    throw error;
  });
}

/** The raw body of an upload route, empty when none was sent. */
export function uploadedBytes(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
