import { deleteAccountSchema } from "@cc/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog, DialogActions } from "../../components/ui/dialog";
import { FormError, TextAreaField, TextField } from "../../components/ui/form-field";
import { ApiError, session } from "../../lib/api";
import { describeFailure, type FormFailure } from "../../lib/form-errors";
import { toasts } from "../../lib/toasts";
import { useForm } from "../../lib/use-form";
import { deleteAccount, verifyPassword } from "./profile-api";

export function DeleteAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" className="mt-4 w-full sm:w-auto" onClick={() => setOpen(true)}>
        {t("profile.deletion.button")}
      </Button>
      {/* Mounted only while open: every opening starts from the warning with an empty form. */}
      {open ? <DeletionDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * Spec section 4, account deletion: a warning, then the form (password, the typed word DELETE, an
 * optional reason), then a last-chance confirmation, then deletion. The password is checked with the
 * server before the last chance (a wrong one is said under its field); an account with a password
 * cannot leave it empty. The form stays mounted during the last step, so a refusal there still
 * brings the learner back to it with the message below it.
 */
type Step = "warning" | "form" | "final";

function DeletionDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("warning");
  // Read once: the dialog opens on the loaded profile, and must not watch the user while the
  // account is being deleted (its reload would answer 401 and send the page to sign-in).
  const [hasPassword] = useState(() => session.get().user?.has_password ?? true);
  const passwordCheck = usePasswordCheck(() => setStep("final"));
  const form = useForm({
    schema: deleteAccountSchema,
    initial: { password: "", confirmation: "", reason: "" },
    failureKey: "profile.deletion.failed",
    async onSubmit({ password, confirmation: typed, reason }) {
      let confirmation: string;
      try {
        confirmation = await deleteAccount({
          password: password || undefined,
          confirmation: typed,
          reason: reason || undefined,
        });
      } catch (error) {
        setStep("form");
        throw error;
      }
      // The server revoked every token: forget this one too, and leave the signed-in pages.
      navigate("/", { replace: true });
      await session.drop();
      toasts.add({ type: "success", message: confirmation });
    },
  });
  const close = () => {
    if (!form.submitting) onClose();
  };
  const titles = {
    warning: t("profile.deletion.warningTitle"),
    form: t("profile.deletion.formTitle"),
    final: t("profile.deletion.finalTitle"),
  };

  return (
    <Dialog open onClose={close} stepKey={step} title={titles[step]} tone="danger">
      {step === "warning" ? (
        <>
          <p className="text-slate-700">{t("profile.deletion.warningBody")}</p>
          <DialogActions>
            <Button variant="secondary" onClick={close}>
              {t("profile.cancel")}
            </Button>
            <Button variant="danger" onClick={() => setStep("form")}>
              {t("profile.continue")}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={(event) => {
            // The form step only checks the values; the server is asked after the last chance.
            if (step === "final") return form.handleSubmit(event);
            event.preventDefault();
            const values = form.check();
            if (values !== null) passwordCheck.run(values.password ?? "", hasPassword);
          }}
        >
          <div hidden={step !== "form"} className="space-y-4">
            <TextField
              label={t("profile.deletion.password")}
              hint={t("profile.deletion.passwordHint")}
              type="password"
              autoComplete="current-password"
              {...form.text("password")}
              ref={passwordCheck.fieldRef}
              errors={passwordCheck.fields.password ?? form.errors.password}
              onChange={(event) => {
                passwordCheck.clear();
                form.text("password").onChange(event);
              }}
            />
            <TextField
              label={t("profile.deletion.confirmation")}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...form.text("confirmation")}
            />
            <TextAreaField
              label={t("profile.deletion.reason")}
              hint={t("profile.deletion.reasonHint")}
              rows={3}
              maxLength={1000}
              {...form.text("reason")}
            />
            <FormError
              heading={t("profile.deletion.errorHeading")}
              messages={[...form.serverError, ...passwordCheck.summary]}
            />
          </div>
          {step === "final" ? (
            <p className="text-slate-700">{t("profile.deletion.finalBody")}</p>
          ) : null}
          <DialogActions>
            <Button variant="secondary" onClick={close} disabled={form.submitting}>
              {step === "final" ? t("profile.deletion.keep") : t("profile.cancel")}
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={form.submitting || passwordCheck.checking}
            >
              {step === "form"
                ? passwordCheck.checking
                  ? t("profile.deletion.checking")
                  : t("profile.continue")
                : form.submitting
                  ? t("profile.deletion.working")
                  : t("profile.deletion.confirm")}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

const NO_FAILURE: FormFailure = { summary: [], fields: {} };

/**
 * Deletion's password, checked before the last chance: empty is refused here for an account that
 * has one (a Google-only account confirms with the word alone), anything else by the server.
 */
function usePasswordCheck(onValid: () => void) {
  const { t } = useTranslation();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const check = useMutation({ mutationFn: verifyPassword, meta: { quiet: true } });
  const refuse = (next: FormFailure) => {
    setFailure(next);
    if (next.fields.password) fieldRef.current?.focus();
  };
  return {
    fieldRef,
    ...failure,
    checking: check.isPending,
    clear: () => setFailure(NO_FAILURE),
    run(password: string, hasPassword: boolean) {
      setFailure(NO_FAILURE);
      if (!hasPassword && !password) return onValid();
      if (!password) {
        return refuse({
          summary: [],
          fields: { password: [t("auth.validation.passwordRequired")] },
        });
      }
      check.mutate(password, {
        onSuccess: onValid,
        onError: (error) => {
          // The server's refusal names the field: it goes under it (not in the summary too).
          const messages = error instanceof ApiError ? error.fieldErrors.password : undefined;
          refuse(
            messages?.length
              ? { summary: [], fields: { password: messages } }
              : describeFailure(error, [], t("profile.deletion.failed")),
          );
        },
      });
    },
  };
}
