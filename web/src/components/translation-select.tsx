import { translations, type TranslationId } from "@berea/contracts/bible";
import { wordsIn } from "../lib/language.ts";

/** Its one word in each language, without i18next (a static page, /verse, has it). */
const useLabel = wordsIn({ en: "Translation", es: "Traducción" });

/** "Translation" over a choice of every translation Berea carries, each by its abbreviation and name. */
export function TranslationSelect({ value, onChange, className }: { value: TranslationId; onChange: (translation: string) => void; className?: string }) {
  const label = useLabel();
  return (
    <label className={className}>
      {label}
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
