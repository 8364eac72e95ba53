import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Footer } from "./footer";
import { TopBar } from "./top-bar";

/**
 * Top bar, main content and footer: the frame of every page. `notice` (the cookie banner) comes
 * right after the skip link in the page's order, so a keyboard reaches it in a few presses of Tab
 * rather than after the whole page; where it shows on screen is its own (fixed) business.
 */
export function AppShell({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("app.skipToContent")}
      </a>
      {notice}
      <TopBar />
      <main id="main" className="flex w-full flex-1 flex-col">
        {children}
      </main>
      <Footer />
    </div>
  );
}
