import { useAuthT } from "../i18n.ts";

/** "or" between the password form and the Google button. */
export function OrDivider() {
  const { t } = useAuthT();
  return (
    <div className="or-divider" role="separator" aria-label={t("or")}>
      <span aria-hidden="true">{t("or")}</span>
    </div>
  );
}
