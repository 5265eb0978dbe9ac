import { Minus, Plus, Type } from "lucide-react";
import { useId, useState } from "react";
import { fontSizes, lineSpacings, readingWidths, type ReaderSettings } from "./reader-settings.ts";
import { useBibleT } from "./i18n.ts";
import styles from "./reader.module.css";

interface Props {
  settings: ReaderSettings;
  onChange: (change: Partial<ReaderSettings>) => void;
}

const spacings = Object.keys(lineSpacings) as (keyof typeof lineSpacings)[];
const widths = Object.keys(readingWidths) as (keyof typeof readingWidths)[];

/** Text size, line spacing and reading width. Light and dark are the header's switch. */
export function ReaderSettingsPanel({ settings, onChange }: Props) {
  const { t } = useBibleT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sizeIndex = fontSizes.indexOf(settings.fontSize);
  const size = (step: 1 | -1) => {
    const next = fontSizes[sizeIndex + step];
    if (next !== undefined) onChange({ fontSize: next });
  };

  return (
    <div className={styles.settings}>
      <button
        type="button"
        className="btn btn-ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Type size={18} aria-hidden="true" />
        <span className={styles.buttonLabel}>{t("settings.text")}</span>
      </button>
      {open ? (
        <div id={panelId} className={`card ${styles.settingsPanel}`} role="group" aria-label={t("settings.label")}>
          <div className={styles.settingRow}>
            <span id={`${panelId}-size`}>{t("settings.size")}</span>
            <div className={styles.stepper} role="group" aria-labelledby={`${panelId}-size`}>
              <button type="button" className="btn btn-secondary" onClick={() => size(-1)} disabled={sizeIndex <= 0} aria-label={t("settings.smaller")}>
                <Minus size={16} aria-hidden="true" />
              </button>
              <output aria-live="polite">{t("settings.sizeValue", { size: settings.fontSize })}</output>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => size(1)}
                disabled={sizeIndex >= fontSizes.length - 1}
                aria-label={t("settings.larger")}
              >
                <Plus size={16} aria-hidden="true" />
              </button>
            </div>
          </div>
          <Choice
            legend={t("settings.lineSpacing")}
            name={`${panelId}-spacing`}
            options={spacings.map((key) => [key, t(`settings.spacing.${key}`)] as const)}
            value={settings.lineSpacing}
            onChange={(lineSpacing) => onChange({ lineSpacing })}
          />
          <Choice
            legend={t("settings.readingWidth")}
            name={`${panelId}-width`}
            options={widths.map((key) => [key, t(`settings.width.${key}`)] as const)}
            value={settings.width}
            onChange={(width) => onChange({ width })}
          />
        </div>
      ) : null}
    </div>
  );
}

function Choice<K extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  /** Each value with its label, in order. */
  options: readonly (readonly [K, string])[];
  value: K;
  onChange: (value: K) => void;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      {options.map(([key, label]) => (
        <label key={key}>
          <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
