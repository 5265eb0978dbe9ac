import { translations, type TranslationId } from "@berea/contracts/bible";
import { useCommonT } from "../lib/i18n/common.ts";

/** "Translation" over a choice of every translation Berea carries, each by its abbreviation and name (on translated routes only: it brings i18next). */
export function TranslationSelect({ value, onChange, className }: { value: TranslationId; onChange: (translation: string) => void; className?: string }) {
  const { t } = useCommonT();
  return (
    <label className={className}>
      {t("translationSelect")}
      <select className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {Object.values(translations).map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.abbreviation} · {entry.name}
          </option>
        ))}
      </select>
    </label>
  );
}
