import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  rootCause,
} from "../db/database-unavailable";
import { HttpError } from "../shared/http-error";

/** The answer while the database cannot answer: a 503 the caller may retry. */
export const databaseUnavailableMessage =
  "CertMinder is temporarily unavailable. Please try again in a moment.";

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message = first?.message ?? "Invalid value";
    return field ? `${field}: ${message}` : message;
  }
  return error.message;
}

/** One error shape for every failure: `{ message }`, plus the spec's fields where it names them. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500 && error.cause !== undefined) {
          request.log.error({ err: error.cause }, error.message);
        }
        return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
      }
      if (error.validation) {
        return reply.status(400).send({ message: validationMessage(error) });
      }
      if (error.code === "FST_CSRF_INVALID_TOKEN" || error.code === "FST_CSRF_MISSING_SECRET") {
        return reply.status(403).send({ message: "Invalid or missing CSRF token" });
      }
      if (isDatabaseUnavailable(error)) {
        // A query refused during a known outage is not logged again: the outage was, once.
        const cause = rootCause(error);
        if (cause instanceof DatabaseUnavailableError) request.log.debug("database unavailable");
        else request.log.warn({ err: cause }, "database unavailable");
        return reply.status(503).header("retry-after", "5").send({
          message: databaseUnavailableMessage,
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, "request failed");
        return reply.status(500).send({ message: "Something went wrong on our side" });
      }
      return reply.status(status).send({ message: error.message });
    });
  },
  { name: "error-handler" },
);
