import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { useSetExamDate } from "./coach-api";
import { Card } from "./statistics-figures";

/** The learner's exam day: given, the study plan counts down to it; cleared, it plans 21 days. */
export function ExamDateCard({ examDate }: { examDate: string | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(examDate ?? "");
  const setExamDate = useSetExamDate();
  const save = (next: string | null) =>
    setExamDate.mutate(next, { onSuccess: (saved) => setValue(saved.exam_date ?? "") });
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
    <Card title={t("coach.statistics.examDateTitle")}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <TextField
          type="date"
          label={t("coach.statistics.examDateLabel")}
          hint={t("coach.statistics.examDateHint")}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          errors={errors}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {t("coach.statistics.examDateSave")}
          </Button>
          {examDate !== null && (
            <Button variant="secondary" disabled={saving} onClick={() => save(null)}>
              {t("coach.statistics.examDateClear")}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
