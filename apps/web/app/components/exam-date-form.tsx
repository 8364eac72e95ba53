import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, session } from "../lib/api";
import { useSetExamDate } from "../lib/exam-date";
import { Button } from "./ui/button";
import { TextField } from "./ui/form-field";

/**
 * The learner's exam day, on the statistics page and the profile: given, the study plan counts
 * down to it; cleared, it plans 21 days.
 */
export function ExamDateForm() {
  const { t } = useTranslation();
  const examDate = useQuery(session.userQuery).data?.exam_date ?? null;
  // What the learner typed and has not saved yet; null shows the saved date. Not remounting on
  // save keeps the focus where the keyboard left it.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? examDate ?? "";
  const setExamDate = useSetExamDate();
  const field = useRef<HTMLInputElement>(null);
  const save = (next: string | null) =>
    setExamDate.mutate(next, {
      onSuccess: () => {
        setDraft(null);
        // "Remove date" is gone with the date: the keyboard goes on from the field.
        if (next === null) field.current?.focus();
      },
    });
  const error = setExamDate.error;
  const errors = !error
    ? []
    : error instanceof ApiError
      ? (error.fieldErrors.exam_date ?? [error.message])
      : [t("errors.unexpected")];
  const saving = setExamDate.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(value || null);
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField
        ref={field}
        type="date"
        label={t("coach.examDate.label")}
        hint={t("coach.examDate.hint")}
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        errors={errors}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {t("coach.examDate.save")}
        </Button>
        {examDate !== null && (
          <Button variant="secondary" disabled={saving} onClick={() => save(null)}>
            {t("coach.examDate.clear")}
          </Button>
        )}
      </div>
    </form>
  );
}
