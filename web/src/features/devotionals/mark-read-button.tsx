import { Check, Circle } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { useMarkDevotional } from "./api/mark-devotional.ts";
import { useDevotionalsT } from "./i18n.ts";
import styles from "./devotionals.module.css";

/**
 * "Mark as read" as a toggle button (aria-pressed). The change shows at once;
 * the status line says what happened, or why it did not.
 */
export function MarkReadButton({ id, read }: { id: string; read: boolean }) {
  const { t } = useDevotionalsT();
  const mark = useMarkDevotional();
  const [said, setSaid] = useState("");

  const toggle = () => {
    const next = !read;
    setSaid("");
    mark.mutate(
      { id, read: next },
      { onSuccess: (reply) => setSaid(reply.read ? t("markRead.marked") : t("markRead.unmarked")) },
    );
  };

  return (
    <div className={styles.markRead}>
      <button type="button" className={`btn ${read ? styles.readButtonOn : "btn-secondary"}`} aria-pressed={read} onClick={toggle}>
        {read ? <Check size={18} aria-hidden="true" /> : <Circle size={18} aria-hidden="true" />}
        {t("markRead.button")}
      </button>
      <p className={styles.markStatus} role="status">
        {mark.isPending ? t("markRead.saving") : said}
      </p>
      {mark.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(mark.error)}
        </p>
      ) : null}
    </div>
  );
}
