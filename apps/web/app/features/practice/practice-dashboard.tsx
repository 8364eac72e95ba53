import type { CategoryId } from "@cc/contracts/questions";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/api";
import { CategoryBrowser } from "./category-browser";
import { OfflinePanel } from "./offline/offline-panel";
import { OfflinePracticeRunner } from "./offline/offline-practice";
import { drawPractice, type OfflinePractice } from "./offline/offline-practice-model";
import { practiceQueries } from "./practice-api";
import { PracticeSetup, rememberedTransmission } from "./practice-setup";
import { defaultSetup, type PracticeMode, switchMode } from "./practice-setup-model";
import { RecentSessions } from "./recent-sessions";

/**
 * /practice (spec section 2, practice setup and dashboard): choose a mode and its options, pick up
 * recent sessions, and browse the categories and their questions.
 */
export function PracticeDashboard() {
  const { t, i18n } = useTranslation();
  const categories = useQuery(practiceQueries.categories(i18n.language));
  const [mode, setMode] = useState<PracticeMode>("quickPractice");
  const [options, setOptions] = useState(() => defaultSetup(mode, rememberedTransmission()));
  const setupHeading = useRef<HTMLHeadingElement>(null);
  const learner = useSession().user?.id;
  const [offlinePractice, setOfflinePractice] = useState<OfflinePractice | null>(null);

  const changeMode = (next: PracticeMode) => {
    setMode(next);
    setOptions((current) => switchMode(current, next));
  };

  // "Category test" on a category card: the setup switches to it and takes the focus.
  const categoryTest = (category: CategoryId) => {
    setMode("thematic");
    setOptions((current) => ({ ...switchMode(current, "thematic"), category }));
    setupHeading.current?.scrollIntoView({ block: "start" });
    setupHeading.current?.focus({ preventScroll: true });
  };

  if (offlinePractice && learner) {
    return (
      <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-6 sm:py-10">
        <OfflinePracticeRunner
          key={offlinePractice.clientId}
          learner={learner}
          practice={offlinePractice}
          onDone={() => setOfflinePractice(null)}
          onAgain={() =>
            setOfflinePractice((done) =>
              done
                ? drawPractice(
                    { transmission_type: done.transmission, questions: done.pool },
                    Math.random,
                    crypto.randomUUID(),
                    new Date(),
                  )
                : null,
            )
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-3 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("practice.title")}</h1>
        <p className="mt-1 text-slate-700">{t("practice.subtitle")}</p>
      </header>
      <div className="grid items-start gap-5 lg:grid-cols-[3fr_2fr]">
        <div>
          <PracticeSetup
            mode={mode}
            onModeChange={changeMode}
            options={options}
            onChange={setOptions}
            headingRef={setupHeading}
          />
        </div>
        <div className="space-y-5">
          {learner ? (
            <OfflinePanel
              learner={learner}
              transmission={options.transmission}
              onStart={setOfflinePractice}
            />
          ) : null}
          <RecentSessions categories={categories.data} />
        </div>
      </div>
      <CategoryBrowser
        transmission={options.transmission}
        categories={categories}
        onCategoryTest={categoryTest}
      />
    </div>
  );
}
