/** The idempotency key of one click on "buy", and what that click asked for. */
export interface ClickKey {
  value: string;
  asked: string;
}

/**
 * The key to send for a purchase: the same while the same pass and tax number are asked again (a
 * double click, a retry after a network error), a new one for anything else, which the server
 * would otherwise answer with the first checkout or refuse.
 */
export function clickKey(
  previous: ClickKey | null,
  input: { plan: string; nif: string },
  newKey: () => string = () => crypto.randomUUID(),
): ClickKey {
  const asked = `${input.plan} ${input.nif.replace(/\s+/g, "")}`;
  return previous?.asked === asked ? previous : { value: newKey(), asked };
}
