import { sessionsEndpoints } from "@cc/contracts/endpoints/sessions";
import { CATEGORY_IDS, type CategoryId, type TransmissionType } from "@cc/contracts/questions";
import type {
  fullExamStartSchema,
  quickStartSchema,
  SessionType,
  thematicStartSchema,
  weakAreasStartSchema,
} from "@cc/contracts/sessions";
import { MODES } from "@cc/domain/modes";
import type { z } from "zod";

/** The modes a learner starts from the practice dashboard (the trial lives on the landing page). */
export const PRACTICE_MODES = ["fullExam", "quickPractice", "thematic", "weakAreas"] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];

/** Where each mode runs (spec section 2, route table). */
const MODE_ROUTES: Record<PracticeMode, { page: string }> = {
  fullExam: { page: "/exam/full" },
  quickPractice: { page: "/practice/quick" },
  thematic: { page: "/exam/thematic" },
  weakAreas: { page: "/practice/weak-areas" },
};

/** The page of a running or finished session. */
export const sessionPage = (mode: PracticeMode, sessionId: string) =>
  `${MODE_ROUTES[mode].page}?session=${encodeURIComponent(sessionId)}`;

export const isPracticeMode = (type: SessionType): type is PracticeMode =>
  (PRACTICE_MODES as readonly string[]).includes(type);

/** The mode of a session page, from its address; null for an address that is none of them. */
export function modeOfPath(pathname: string): PracticeMode | null {
  const path = pathname.replace(/\/+$/, "");
  const found = PRACTICE_MODES.find((mode) => MODE_ROUTES[mode].page === path);
  return found ?? null;
}

export type Difficulty = "any" | "easy" | "medium" | "hard";
export const DIFFICULTIES: readonly Difficulty[] = ["any", "easy", "medium", "hard"];

/** Spec section 3, Practice setup. */
export interface SetupOptions {
  transmission: TransmissionType;
  questionCount: number;
  difficulty: Difficulty;
  category: CategoryId | "all";
  neverRepeat: boolean;
}

/** Which options a mode lets the learner choose (the full exam is always the real exam's 30). */
export function setupFields(mode: PracticeMode) {
  return {
    questionCount: mode !== "fullExam",
    difficulty: mode === "quickPractice" || mode === "thematic",
    category: mode === "quickPractice" || mode === "thematic",
    /** A category test needs one category; "all" is not offered. */
    categoryRequired: mode === "thematic",
    neverRepeat: mode !== "weakAreas",
  };
}

/** The counts offered, in steps of 5 between the mode's limits. */
export function countChoices(mode: PracticeMode): number[] {
  const { minCount, maxCount } = MODES[mode];
  const choices: number[] = [];
  for (let count = minCount; count <= maxCount; count += 5) choices.push(count);
  if (choices.at(-1) !== maxCount) choices.push(maxCount);
  return choices;
}

const defaultCount = (mode: PracticeMode) => MODES[mode].defaultCount;

export function defaultSetup(mode: PracticeMode, transmission: TransmissionType): SetupOptions {
  return {
    transmission,
    questionCount: defaultCount(mode),
    difficulty: "any",
    category: mode === "thematic" ? CATEGORY_IDS[0] : "all",
    neverRepeat: false,
  };
}

/** Switching modes keeps what still applies and resets what the new mode would refuse. */
export function switchMode(options: SetupOptions, to: PracticeMode): SetupOptions {
  const category =
    to === "thematic" && options.category === "all" ? CATEGORY_IDS[0] : options.category;
  const count = countChoices(to).includes(options.questionCount)
    ? options.questionCount
    : defaultCount(to);
  return { ...options, category, questionCount: count };
}

type StartBody =
  | z.input<typeof fullExamStartSchema>
  | z.input<typeof quickStartSchema>
  | z.input<typeof thematicStartSchema>
  | z.input<typeof weakAreasStartSchema>;

/** The call that starts a session of `mode` with these options. */
export function startRequest(
  mode: PracticeMode,
  options: SetupOptions,
): { endpoint: (typeof sessionsEndpoints.start)[PracticeMode]; body: StartBody } {
  const endpoint = sessionsEndpoints.start[mode];
  const transmission_type = options.transmission;
  const never_repeat_questions = options.neverRepeat;
  const difficulty = options.difficulty === "any" ? undefined : options.difficulty;
  switch (mode) {
    case "fullExam":
      return { endpoint, body: { transmission_type, never_repeat_questions } };
    case "weakAreas":
      return { endpoint, body: { transmission_type, question_count: options.questionCount } };
    case "quickPractice":
      return {
        endpoint,
        body: {
          transmission_type,
          question_count: options.questionCount,
          difficulty,
          category_id: options.category === "all" ? undefined : options.category,
          never_repeat_questions,
        },
      };
    case "thematic":
      return {
        endpoint,
        body: {
          transmission_type,
          question_count: options.questionCount,
          difficulty,
          category_id: options.category === "all" ? CATEGORY_IDS[0] : options.category,
          never_repeat_questions,
        },
      };
  }
}
