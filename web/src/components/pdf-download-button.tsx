import { Download, Lock } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../config/paths.ts";
import { usePdfDownload, type PdfTarget } from "../lib/download-pdf.ts";
import { useCommonT } from "../lib/i18n/common.ts";
import type { ReaderPlan } from "../lib/reader-plan.ts";
import styles from "./pdf-download-button.module.css";

interface PdfDownloadButtonProps {
  target: PdfTarget;
  /** The book's or path's title: the button's accessible name and the file's name if the server sends none. */
  title: string;
  plan: ReaderPlan;
  /** "Download PDF" unless told otherwise. */
  label?: string;
}

/**
 * Premium and Family download the PDF (with a busy state while the server
 * sets it); Free and signed-out readers see the way to Premium instead.
 * While the plan is unknown nothing shows, so no one is offered what they
 * cannot have.
 */
export function PdfDownloadButton({ target, title, plan, label: givenLabel }: PdfDownloadButtonProps) {
  const { t } = useCommonT();
  const label = givenLabel ?? t("pdf.download");
  const download = usePdfDownload();
  if (plan === "unknown") return null;
  if (plan !== "premium") {
    return (
      <Link className={`btn btn-ghost ${styles.pdfUpgrade}`} to={paths.pricingAnchor} aria-label={t("pdf.upgradeName", { title })}>
        <Lock size={16} aria-hidden="true" />
        {t("pdf.upgrade")}
      </Link>
    );
  }
  const busy = download.isPending;
  return (
    <button
      type="button"
      className="btn btn-secondary"
      aria-label={busy ? t("pdf.preparingName", { title }) : t("pdf.downloadName", { label, title })}
      aria-busy={busy}
      disabled={busy}
      onClick={() => download.mutate({ target, title })}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : <Download size={16} aria-hidden="true" />}
      {busy ? t("pdf.preparing") : label}
    </button>
  );
}
