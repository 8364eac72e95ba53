import { type ContactRequest, type Operator, operatorSchema } from "@cc/contracts/site";
import { queryOptions } from "@tanstack/react-query";
import { api, FORM_ERROR_STATUSES } from "../../lib/api";

/** Server reads of the public site's pages. */
export const legalQueries = {
  operator: () =>
    queryOptions({
      queryKey: ["site", "operator"],
      queryFn: async (): Promise<Operator> =>
        operatorSchema.parse((await api.get<{ data: unknown }>("/v1/site/operator")).data),
      staleTime: 5 * 60_000,
    }),
};

/** Sends the contact form; answers the server's confirmation sentence. */
export async function sendContactMessage(message: ContactRequest): Promise<string> {
  const answer = await api.post<{ data: { message: string } }>("/v1/contact", message, {
    quietStatuses: FORM_ERROR_STATUSES,
  });
  return answer.data.message;
}
