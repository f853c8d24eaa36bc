import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { answerWebRequest } from "../web-files/answer-web-request";
import type { WebFiles } from "../web-files/web-files";

/**
 * The built web app (decision record "static files and headers"): its files, and index.html
 * at every page address so a reload on a deep link works, answered from memory. The server
 * answers them before Fastify routes the request (web-files/web-server.ts); a request that
 * reaches Fastify anyway (app.inject) is answered by this plugin's hook, registered before
 * every other, so the session, limit, CSRF and access hooks never run for them either.
 * Unknown files and unknown /api paths answer a JSON 404.
 */
export const webApp = fp<{ files: WebFiles | undefined }>(
  async (app: FastifyInstance, { files }) => {
    if (files) {
      app.addHook("onRequest", (request, reply, done) => {
        if (answerWebRequest(files, request.raw, reply.raw)) reply.hijack();
        else done();
      });
    }
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: "Not found" }));
  },
  { name: "web-app" },
);
