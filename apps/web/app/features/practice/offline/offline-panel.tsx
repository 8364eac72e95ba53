import type { TransmissionType } from "@cc/contracts/questions";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { drawPractice, type OfflinePractice } from "./offline-practice-model";
import { offlineStore, type PracticePack } from "./offline-store";
import { downloadPack, flushOutbox } from "./offline-sync";
import { useOnline } from "./use-online";

/** A pack older than this is refreshed on the next visit with a connection (the bank moves on). */
const PACK_FRESH_MS = 24 * 3_600_000;

type Status = "idle" | "downloading" | "failed";

/**
 * The practice screen's offline corner: download or update the practice pack while online,
 * practise from it at any time, and see how many offline practices are still to be sent.
 */
export function OfflinePanel({
  learner,
  transmission,
  onStart,
}: {
  learner: string;
  transmission: TransmissionType;
  onStart: (practice: OfflinePractice) => void;
}) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const [pack, setPack] = useState<PracticePack | undefined>();
  const [pending, setPending] = useState(0);
  const [status, setStatus] = useState<Status>("idle");

  const download = async () => {
    setStatus("downloading");
    try {
      setPack(await downloadPack(learner, transmission));
      setStatus("idle");
    } catch {
      setStatus("failed");
    }
  };

  useEffect(() => {
    let live = true;
    void offlineStore.pack(learner).then((stored) => {
      if (live) setPack(stored);
    });
    return () => {
      live = false;
    };
  }, [learner]);

  // Back online: send what waits, and refresh a pack cut from an older bank day.
  useEffect(() => {
    if (!online) {
      void offlineStore.outbox(learner).then((queued) => setPending(queued.length));
      return;
    }
    void flushOutbox(learner)
      .then(setPending)
      .catch(() => {});
  }, [online, learner]);

  const stale =
    pack &&
    (pack.locale !== i18n.language ||
      pack.transmission_type !== transmission ||
      Date.now() - Date.parse(pack.created_at) > PACK_FRESH_MS);

  return (
    <section
      aria-labelledby="offline-pack-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="offline-pack-title" className="text-lg font-bold">
        {t("offline.pack.title")}
      </h2>
      <p className="mt-1 text-slate-700">
        {online || pack ? t("offline.pack.intro") : t("offline.noPack")}
      </p>
      {pack ? (
        <p className="mt-2 text-sm" data-testid="offline-pack-status">
          {t("offline.pack.ready", {
            count: pack.questions.length,
            date: new Date(pack.created_at).toLocaleString(i18n.language),
          })}
          {stale && online ? ` ${t("offline.pack.outdated")}` : ""}
        </p>
      ) : null}
      {pending > 0 ? (
        <p className="mt-2 text-sm" role="status">
          {t("offline.pending", { count: pending })}
        </p>
      ) : null}
      {status === "failed" ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {t("offline.pack.failed")}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {pack ? (
          <Button
            onClick={() =>
              onStart(drawPractice(pack, Math.random, crypto.randomUUID(), new Date()))
            }
          >
            {t("offline.practise")}
          </Button>
        ) : null}
        {online ? (
          <Button
            variant={pack ? "secondary" : "primary"}
            onClick={download}
            disabled={status === "downloading"}
          >
            {status === "downloading"
              ? t("offline.pack.downloading")
              : pack
                ? t("offline.pack.update")
                : t("offline.pack.download")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
