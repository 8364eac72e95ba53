import { userSchema } from "@cc/contracts/user";
import { z } from "zod";

/** GET /api/v1/user. Its own module, so zod loads only once there is a user to check. */
export const userResponseSchema = z.object({ data: userSchema });
