import { translations, type TranslationId } from "@berea/contracts/bible";

/** "Translation" over a choice of every translation Berea carries, each by its abbreviation and name. */
export function TranslationSelect({ value, onChange, className }: { value: TranslationId; onChange: (translation: string) => void; className?: string }) {
  return (
    <label className={className}>
      Translation
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
