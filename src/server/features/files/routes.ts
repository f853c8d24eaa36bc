import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../../feature-deps";

export async function fileRoutes(_app: FastifyInstance, _deps: FeatureDeps) {}
