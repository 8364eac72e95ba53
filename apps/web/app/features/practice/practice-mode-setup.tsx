import { useState } from "react";
import { PracticeSetup, rememberedTransmission } from "./practice-setup";
import { defaultSetup, type PracticeMode } from "./practice-setup-model";

/**
 * A mode's own page without a session (/exam/full, /practice/quick, ...): the same setup, for that
 * mode only, so a link to the page never starts a session (nor a timer) by itself. Apart from the
 * dashboard, so that the exam route, which shows it, loads none of the dashboard.
 */
export function PracticeModeSetup({ mode }: { mode: PracticeMode }) {
  const [options, setOptions] = useState(() => defaultSetup(mode, rememberedTransmission()));
  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-6 sm:py-10">
      <PracticeSetup mode={mode} options={options} onChange={setOptions} headingLevel={1} />
    </div>
  );
}
