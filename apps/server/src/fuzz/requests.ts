import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { arbitraryFor, type Known, type Schema } from "./arbitraries";

/** One operation of the OpenAPI document, as the fuzz test drives it. */
export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema: Schema }[];
  body: Schema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation["parameters"];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
}

/** Every operation of the document the app serves at /api/docs. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.["application/json"]?.schema,
    })),
  );
}

/** Percent-encodes every UTF-8 byte (a lone surrogate becomes U+FFFD's bytes). */
const encodePart = (value: string) =>
  [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

const asText = (value: unknown) =>
  typeof value === "string" ? value : value === undefined ? "" : (JSON.stringify(value) ?? "");

export interface Caller {
  headers: Record<string, string>;
}

/** Requests for one operation: its parameters and body from the schemas, a caller, an address. */
export function requestsFor(
  operation: Operation,
  known: Known,
  callers: Caller[],
): fc.Arbitrary<InjectOptions> {
  const pathParameters = operation.parameters.filter((p) => p.in === "path");
  const queryParameters = operation.parameters.filter((p) => p.in === "query");
  const path = fc.record(
    Object.fromEntries(
      pathParameters.map((p) => [p.name, arbitraryFor(p.schema, 0, known, p.name)]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(
      queryParameters.map((p) => [p.name, arbitraryFor(p.schema, 0, known, p.name)]),
    ),
    { requiredKeys: [] },
  );
  const body = operation.body
    ? fc.oneof(
        {
          weight: 12,
          arbitrary: arbitraryFor(operation.body, 0, known).map((v) => JSON.stringify(v)),
        },
        { weight: 1, arbitrary: fc.constantFrom("{", "[]", "null", '{"a":', "\u0000", "") },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.option(fc.constantFrom("{}", "x", '{"extra":1}'), { freq: 5 });
  const address = fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
    .map(([a, b, c]) => `10.${a}.${b}.${c}`);
  return fc
    .record({
      path,
      query,
      body,
      caller: fc.constantFrom(...callers),
      contentType: fc.constantFrom(
        "application/json",
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
      ),
      address,
    })
    .map(({ path: params, query: search, body: payload, caller, contentType, address: ip }) => {
      const url =
        operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
          encodePart(asText(params[name])),
        ) +
        (Object.keys(search).length
          ? `?${Object.entries(search)
              .map(([key, value]) => `${key}=${encodePart(asText(value))}`)
              .join("&")}`
          : "");
      const headers: Record<string, string> = { ...caller.headers };
      if (payload !== undefined && payload !== null) headers["content-type"] = contentType;
      return {
        method: operation.method as InjectOptions["method"],
        url,
        headers,
        remoteAddress: ip,
        ...(payload === undefined || payload === null ? {} : { payload }),
      };
    });
}
