import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names, later Tailwind utilities winning over earlier ones of the same kind, so a
 * caller's `px-3` really replaces a component's `px-4` instead of both landing in the markup.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
