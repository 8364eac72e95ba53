import type { TransmissionType } from "@cc/contracts/questions";
import type { TranslationKey } from "@cc/i18n/catalogue";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import { queryClient } from "../../lib/query-client";
import { sharedKeys } from "../../lib/query-keys";
import { storage } from "../../lib/storage";
import { track } from "../../lib/tracking/events";
import { abandonSession, practiceQueries, startSession } from "./practice-api";
import {
  countChoices,
  DIFFICULTIES,
  PRACTICE_MODES,
  type PracticeMode,
  type SetupOptions,
  sessionPage,
  setupFields,
} from "./practice-setup-model";
import { ChoiceCard, modeSummary, ShortNotice } from "./practice-setup-parts";

const TRANSMISSION_KEY = "practice_transmission";

/** The gearbox chosen last time (manual and automatic have separate pools). */
export function rememberedTransmission(): TransmissionType {
  return storage.get(TRANSMISSION_KEY) === "automatic" ? "automatic" : "manual";
}

const MODE_TEXT: Record<PracticeMode, { title: TranslationKey; description: TranslationKey }> = {
  fullExam: { title: "sessionTypes.fullExam", description: "practice.modes.fullExam" },
  quickPractice: {
    title: "sessionTypes.quickPractice",
    description: "practice.modes.quickPractice",
  },
  thematic: { title: "sessionTypes.thematic", description: "practice.modes.thematic" },
  weakAreas: { title: "sessionTypes.weakAreas", description: "practice.modes.weakAreas" },
};

const DIFFICULTY_LABELS: Record<SetupOptions["difficulty"], TranslationKey> = {
  any: "practice.setup.difficultyAny",
  easy: "practice.setup.difficultyEasy",
  medium: "practice.setup.difficultyMedium",
  hard: "practice.setup.difficultyHard",
};

type Started = Awaited<ReturnType<typeof startSession>>;

/**
 * Practice setup (spec section 3): the mode (unless the page is one mode's), the gearbox, how many
 * questions, difficulty, category and "never repeat answered questions". Starting opens the session;
 * when the server found fewer questions than asked, the learner decides whether to go on.
 */
export function PracticeSetup({
  mode,
  onModeChange,
  options,
  onChange,
  headingRef,
  headingLevel = 2,
}: {
  mode: PracticeMode;
  /** Absent on a single mode's page. */
  onModeChange?: ((mode: PracticeMode) => void) | undefined;
  options: SetupOptions;
  onChange(options: SetupOptions): void;
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel?: 1 | 2;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const categories = useQuery(practiceQueries.categories(i18n.language));
  const [shortSession, setShortSession] = useState<{ mode: PracticeMode; started: Started } | null>(
    null,
  );
  const fields = setupFields(mode);
  const neverRepeatId = useId();
  const blockedId = useId();
  const hasAnswers = useQuery({ ...practiceQueries.hasAnswers(), enabled: mode === "weakAreas" });
  // Said here, before Start, rather than by an error after it (the server refuses it the same).
  const blocked =
    mode === "weakAreas" && hasAnswers.data === false
      ? t("practice.setup.weakAreasNeedAnswers")
      : null;
  const Heading = headingLevel === 1 ? "h1" : "h2";

  const set = (patch: Partial<SetupOptions>) => {
    if (patch.transmission) storage.set(TRANSMISSION_KEY, patch.transmission);
    onChange({ ...options, ...patch });
  };

  const open = (chosen: PracticeMode, started: Started) =>
    navigate(sessionPage(chosen, started.session_id), { state: { started } });

  // A failed start gets the standard reaction (a toast, or the subscription page).
  const starter = useMutation({
    mutationFn: (chosen: PracticeMode) => startSession(chosen, options),
    onMutate: () => setShortSession(null),
    onSuccess: (started, chosen) => {
      if (chosen === "fullExam") track.examAttempt();
      else track.practiceStart(chosen);
      if (started.short_by > 0 || started.questions.length === 0) {
        setShortSession({ mode: chosen, started });
      } else {
        open(chosen, started);
      }
    },
  });
  const starting = starter.isPending;
  const start = () => {
    if (!starting) starter.mutate(mode);
  };

  // Closing a declined session is best effort: quiet, and the history is asked again either way.
  const abandon = useMutation({
    mutationFn: abandonSession,
    meta: { quiet: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.history }),
  });
  const declineShort = () => {
    if (!shortSession) return;
    setShortSession(null);
    abandon.mutate(shortSession.started.session_id);
  };

  return (
    <section
      aria-labelledby="setup-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading
        id="setup-title"
        ref={headingRef}
        tabIndex={-1}
        className={cn(
          "scroll-mt-24",
          headingLevel === 1 ? "text-2xl font-bold sm:text-3xl" : "text-xl font-bold",
        )}
      >
        {onModeChange ? t("practice.setup.title") : t(MODE_TEXT[mode].title)}
      </Heading>
      {onModeChange ? null : (
        <p className="mt-1 text-slate-700">{t(MODE_TEXT[mode].description)}</p>
      )}

      {onModeChange ? (
        <fieldset className="mt-4">
          <legend className="font-semibold text-slate-800">{t("practice.setup.mode")}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {PRACTICE_MODES.map((candidate) => (
              <ChoiceCard
                key={candidate}
                name="practice-mode"
                checked={candidate === mode}
                onSelect={() => onModeChange(candidate)}
                title={t(MODE_TEXT[candidate].title)}
                description={t(MODE_TEXT[candidate].description)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <fieldset className="sm:col-span-2">
          <legend className="font-semibold text-slate-800">
            {t("practice.setup.transmission")}
          </legend>
          {/* Side by side from 400 px; on the narrowest phones "Automática" needs the width. */}
          <div className="mt-2 grid gap-2 min-[400px]:grid-cols-2">
            {(["manual", "automatic"] as const).map((transmission) => (
              <ChoiceCard
                key={transmission}
                name="transmission"
                checked={options.transmission === transmission}
                onSelect={() => set({ transmission })}
                title={
                  transmission === "manual"
                    ? t("practice.setup.manual")
                    : t("practice.setup.automatic")
                }
              />
            ))}
          </div>
        </fieldset>

        {fields.questionCount ? (
          <SelectField
            label={t("practice.setup.questionCount")}
            value={options.questionCount}
            onChange={(event) => set({ questionCount: Number(event.target.value) })}
          >
            {countChoices(mode).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </SelectField>
        ) : null}

        {fields.difficulty ? (
          <SelectField
            label={t("practice.setup.difficulty")}
            value={options.difficulty}
            onChange={(event) =>
              set({ difficulty: event.target.value as SetupOptions["difficulty"] })
            }
          >
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(DIFFICULTY_LABELS[difficulty])}
              </option>
            ))}
          </SelectField>
        ) : null}

        {fields.category ? (
          <SelectField
            label={t("practice.setup.category")}
            value={options.category}
            onChange={(event) => set({ category: event.target.value as SetupOptions["category"] })}
            disabled={categories.isPending}
          >
            {fields.categoryRequired ? null : (
              <option value="all">{t("practice.setup.allCategories")}</option>
            )}
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {t("practice.setup.categoryOption", {
                  name: category.name,
                  count: category.question_count[options.transmission],
                })}
              </option>
            )) ??
              (options.category === "all" ? null : (
                <option value={options.category}>{t("common.loading")}</option>
              ))}
          </SelectField>
        ) : null}

        {fields.neverRepeat ? (
          <div className="flex items-start gap-3 sm:col-span-2">
            <input
              id={neverRepeatId}
              type="checkbox"
              checked={options.neverRepeat}
              onChange={(event) => set({ neverRepeat: event.target.checked })}
              aria-describedby={`${neverRepeatId}-hint`}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            <div>
              <label htmlFor={neverRepeatId} className="font-medium text-slate-800">
                {t("practice.setup.neverRepeat")}
              </label>
              <p id={`${neverRepeatId}-hint`} className="text-sm text-slate-600">
                {t("practice.setup.neverRepeatHint")}
              </p>
            </div>
          </div>
        ) : null}
      </div>

      <p className="mt-5 text-sm text-slate-700" data-testid="mode-summary">
        {modeSummary(t, mode, options)}
      </p>

      {shortSession ? (
        <ShortNotice
          available={shortSession.started.questions.length}
          requested={shortSession.started.questions.length + shortSession.started.short_by}
          onContinue={() => open(shortSession.mode, shortSession.started)}
          onDecline={declineShort}
        />
      ) : (
        <>
          {blocked ? (
            <p
              id={blockedId}
              data-testid="start-blocked"
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900"
            >
              {blocked}
            </p>
          ) : null}
          <Button
            className="mt-4 w-full sm:w-auto"
            onClick={start}
            disabled={starting || blocked !== null}
            aria-describedby={blocked ? blockedId : undefined}
          >
            {starting ? t("practice.setup.starting") : t("practice.setup.start")}
          </Button>
        </>
      )}
    </section>
  );
}
