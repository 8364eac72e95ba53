import type { Endpoint } from "@cc/contracts/endpoint";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

type Part<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of an endpoint, typed so request and reply follow its zod schemas. */
interface SchemaOf<E extends Endpoint> extends FastifySchema {
  params: Part<E, "params">;
  querystring: Part<E, "query">;
  body: Part<E, "body">;
  response: Part<E, "responses">;
}

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Everything a route adds to its endpoint on the server: guards, limits, the handler. */
export type EndpointRouteOptions<E extends Endpoint> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider
  >,
  "method" | "url" | "schema"
>;

/**
 * Registers the route of a contract endpoint: its path, method and schemas come from the
 * definition, so validation, the response serializer (only declared fields are written) and the
 * OpenAPI document all read the one the web calls.
 */
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: EndpointRouteOptions<E>,
): void {
  const { method, path, params, query, body, responses, tags, summary, security } = endpoint;
  const schema = Object.fromEntries(
    Object.entries({
      tags,
      summary,
      security,
      params,
      querystring: query,
      body,
      response: responses,
    }).filter(([, value]) => value !== undefined),
  );
  app.route({ ...options, method, url: path, schema } as RouteOptions);
}
