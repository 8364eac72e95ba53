import type { ComponentType } from "react";

/**
 * The button that opens the free trial, handed in by the route (the trial feature's launcher).
 * Data attributes go on the button itself (what the boot script swaps for a signed-in visitor).
 */
export type TrialButton = ComponentType<
  { className?: string } & { [data: `data-${string}`]: string }
>;
