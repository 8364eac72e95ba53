import type { ComponentType } from "react";

/** The button that opens the free trial, handed in by the route (the trial feature's launcher). */
export type TrialButton = ComponentType<{ className?: string }>;
