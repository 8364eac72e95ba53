import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { type ZodType, z } from "zod";

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod contract:
 * only the properties the contract declares are written (nothing else can leak, an answer key
 * included), a missing required property is an error, and it is several times cheaper than
 * validating every answer with zod before JSON.stringify (docs/decisions, performance).
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) =>
  fastJson(
    z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" }) as object,
  );
