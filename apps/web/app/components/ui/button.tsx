import type { ComponentProps } from "react";
import { type ButtonVariant, buttonClasses } from "./button-link";

/** A button in the design system's look; `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant,
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} {...props} className={`${buttonClasses(variant)} ${className}`} />;
}
