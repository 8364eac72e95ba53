import type { ComponentProps } from "react";
import { Link } from "react-router";

const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
  accent: "bg-accent-600 text-white hover:bg-accent-700",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export const buttonClasses = (variant: ButtonVariant = "primary") =>
  `inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]}`;

/** A link that looks like a button (44 px tall: a comfortable touch target). */
export function ButtonLink({
  variant,
  className = "",
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...props} className={`${buttonClasses(variant)} ${className}`} />;
}
