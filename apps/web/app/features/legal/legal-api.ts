import { messageResponseSchema } from "@cc/contracts/auth";
import { type ContactRequest, operatorSchema } from "@cc/contracts/site";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api";

const operatorResponseSchema = z.object({ data: operatorSchema });

/** Server reads of the public site's pages. */
export const legalQueries = {
  operator: () =>
    queryOptions({
      queryKey: ["site", "operator"],
      queryFn: async () => operatorResponseSchema.parse(await api.get("/v1/site/operator")).data,
      staleTime: 5 * 60_000,
    }),
};

/** Sends the contact form (through useForm's quiet mutation); answers the server's confirmation. */
export async function sendContactMessage(message: ContactRequest): Promise<string> {
  return messageResponseSchema.parse(await api.post("/v1/contact", message)).data.message;
}
