import type { RouteAccess } from "@common/access";
import type { FastifyContextConfig, FastifySchema } from "fastify";

/** What the API reference requires of every route's schema: a summary. */
export type DescribedSchema = FastifySchema & { summary: string };

/**
 * A route's options from who may call it and its schema: the summary (and description) the API
 * reference shows and the schemas of what it reads and answers. The access stays a literal
 * type, so the handler's `request.user` follows it, as params, query and body follow the schema.
 * A route needing more config (`affectsReminders`, `limit`, `skipCsrf`) passes the whole config.
 */
export function routeOptions<const Access extends RouteAccess, Schema extends DescribedSchema>(
  access: Access,
  schema: Schema,
): { config: { access: Access }; schema: Schema };
export function routeOptions<
  const Config extends FastifyContextConfig & { access: RouteAccess },
  Schema extends DescribedSchema,
>(config: Config, schema: Schema): { config: Config; schema: Schema };
export function routeOptions(
  config: RouteAccess | (FastifyContextConfig & { access: RouteAccess }),
  schema: DescribedSchema,
) {
  return { config: typeof config === "string" ? { access: config } : config, schema };
}
