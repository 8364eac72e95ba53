import type { NotificationView } from "@cc/contracts/notifications";
import type { ReactNode } from "react";

/**
 * Each notification's mark, drawn in the text's colour: the same on every device, where an emoji
 * looked different on each and was an empty box on one without an emoji font.
 */
const SHAPES: Record<NotificationView["icon"], ReactNode> = {
  // A target: the category to aim at.
  weak_spot: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  // A line going up.
  improvement: <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
  // A flag on its pole.
  milestone: <path d="M5 21V4h12l-2.5 4 2.5 4H5" />,
  // Two arrows round a circle: again.
  recommendation: <path d="M4 12a8 8 0 0 1 14-5.3M18 3v4h-4M20 12a8 8 0 0 1-14 5.3M6 21v-4h4" />,
  // A star.
  encouragement: (
    <path d="M12 3.1l2.5 6.1 6.5.5-5 4.2 1.6 6.4-5.6-3.5-5.6 3.5 1.6-6.4-5-4.2 6.5-.5z" />
  ),
};

export function NotificationIcon({ icon }: { icon: NotificationView["icon"] }) {
  return (
    <svg
      aria-hidden="true"
      data-notification-icon={icon}
      viewBox="0 0 24 24"
      className="mt-0.5 size-5 shrink-0 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {SHAPES[icon]}
    </svg>
  );
}
