import { siteEndpoints as endpoints } from "@cc/contracts/endpoints/site";
import type { ContactRequest } from "@cc/contracts/site";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Server reads of the public site's pages. */
export const legalQueries = {
  operator: () =>
    queryOptions({
      queryKey: ["site", "operator"],
      queryFn: async () => (await api.call(endpoints.operator)).data,
      staleTime: 5 * 60_000,
    }),
};

/** Sends the contact form (through useForm's quiet mutation); answers the server's confirmation. */
export async function sendContactMessage(message: ContactRequest): Promise<string> {
  return (await api.call(endpoints.contact, { body: message })).data.message;
}
