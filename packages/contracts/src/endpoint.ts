import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * One API endpoint, the single definition both sides read: the server registers its route from it
 * (validation, the response serializer, the OpenAPI document) and the web calls it through
 * `api.call`, which builds the address and parses the answer with the same schemas.
 */
export interface Endpoint {
  method: HttpMethod;
  /** The route as Fastify writes it, path parameters as `:name` (`/api/v1/exams/:id`). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The answers by status. Only what these schemas declare is ever written (nothing else, an
   * answer key included, can leak). Left out only by routes that answer no JSON (redirects, 204).
   */
  responses?: Partial<Record<number, z.ZodType>>;
  /** OpenAPI: the group and one line on what the endpoint does. */
  tags: readonly string[];
  summary: string;
  /** OpenAPI: set on endpoints documented as needing a bearer token. */
  security?: readonly Record<string, readonly string[]>[];
}

/** Declares an endpoint; the identity function keeps its exact type for both sides. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Part<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** A part of the input the caller may leave out when its schema accepts nothing at all. */
type InputPart<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : object extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller sends: path parameters, query and body, each typed by the endpoint's schema. */
export type EndpointInput<E extends Endpoint> = InputPart<"params", Part<E, "params">> &
  InputPart<"query", Part<E, "query">> &
  InputPart<"body", Part<E, "body">>;

type SuccessStatus = 200 | 201 | 202;

/** What a successful call returns: the parsed answer of any of the endpoint's success statuses. */
export type EndpointOutput<E extends Endpoint> =
  E["responses"] extends Partial<Record<number, z.ZodType>>
    ? {
        [S in keyof E["responses"] & SuccessStatus]: E["responses"][S] extends z.ZodType
          ? z.output<E["responses"][S]>
          : never;
      }[keyof E["responses"] & SuccessStatus]
    : undefined;
