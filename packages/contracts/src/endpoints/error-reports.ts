import { z } from "zod";
import { endpoint } from "../endpoint";
import { dataEnvelope } from "../envelope";
import { errorReportSchema } from "../error-reports";

/** Browsers report their errors here (spec section 7); nothing in a report is trusted or echoed. */
export const errorReportsEndpoints = {
  report: endpoint({
    method: "POST",
    path: "/api/v1/errors/report",
    tags: ["operations"],
    summary: "Report a browser error",
    body: errorReportSchema,
    responses: { 202: dataEnvelope(z.object({ received: z.literal(true) })) },
  }),
};
