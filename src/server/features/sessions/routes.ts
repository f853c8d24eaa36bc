import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../../feature-deps";

export async function sessionRoutes(_app: FastifyInstance, _deps: FeatureDeps) {}
