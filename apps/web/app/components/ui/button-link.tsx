import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

/** The design system's button look: a colour variant and a size (default: a 44 px touch target). */
const buttonStyles = cva(
  "inline-flex items-center justify-center rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white hover:bg-brand-700",
        secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
        accent: "bg-accent-600 text-white hover:bg-accent-700",
        danger: "bg-red-700 text-white hover:bg-red-800",
      },
      size: {
        default: "min-h-11 px-4 py-2",
        /** Toolbars and list rows: still 40 px tall. */
        compact: "min-h-10 px-3 py-1.5 text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

type ButtonStyle = VariantProps<typeof buttonStyles>;
export type ButtonVariant = NonNullable<ButtonStyle["variant"]>;
export type ButtonSize = NonNullable<ButtonStyle["size"]>;

/** The classes of a button of this variant and size, with the caller's classes merged last. */
export const buttonClasses = (
  variant: ButtonVariant = "primary",
  size: ButtonSize = "default",
  className?: string,
) => cn(buttonStyles({ variant, size }), className);

/** A link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link {...props} className={buttonClasses(variant, size, className)} />;
}
