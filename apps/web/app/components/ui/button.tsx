import type { ComponentProps } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-link";

/** A button in the design system's look; `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} {...props} className={buttonClasses(variant, size, className)} />;
}
