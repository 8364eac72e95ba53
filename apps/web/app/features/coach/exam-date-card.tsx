import { examDateSchema } from "@cc/contracts/coach";
import { dataEnvelope } from "@cc/contracts/envelope";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { ApiError, api } from "../../lib/api";
import { Card } from "./statistics-figures";

const examDateBody = dataEnvelope(examDateSchema);

/** The learner's exam day: given, the study plan counts down to it; cleared, it plans 21 days. */
export function ExamDateCard({ examDate }: { examDate: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(examDate ?? "");
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function save(next: string | null) {
    setSaving(true);
    setErrors([]);
    try {
      const saved = examDateBody.parse(await api.patch("/v1/user/exam-date", { exam_date: next }));
      setValue(saved.data.exam_date ?? "");
      await queryClient.invalidateQueries({ queryKey: ["coach"] });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fieldErrors.exam_date ?? [error.message]);
    } finally {
      setSaving(false);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(value || null);
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
