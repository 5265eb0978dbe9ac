import { Minus, Plus, Type } from "lucide-react";
import { useId, useState } from "react";
import { fontSizes, type lineSpacings, type readingWidths, type ReaderSettings } from "./reader-settings.ts";
import styles from "./reader.module.css";

interface Props {
  settings: ReaderSettings;
  onChange: (change: Partial<ReaderSettings>) => void;
}

const spacingLabels: Record<keyof typeof lineSpacings, string> = { compact: "Compact", comfortable: "Comfortable", airy: "Airy" };
const widthLabels: Record<keyof typeof readingWidths, string> = { narrow: "Narrow", medium: "Medium", wide: "Wide" };

/** Text size, line spacing and reading width. Light and dark are the header's switch. */
export function ReaderSettingsPanel({ settings, onChange }: Props) {
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
        <span className={styles.buttonLabel}>Text</span>
      </button>
      {open ? (
        <div id={panelId} className={`card ${styles.settingsPanel}`} role="group" aria-label="Text settings">
          <div className={styles.settingRow}>
            <span id={`${panelId}-size`}>Text size</span>
            <div className={styles.stepper} role="group" aria-labelledby={`${panelId}-size`}>
              <button type="button" className="btn btn-secondary" onClick={() => size(-1)} disabled={sizeIndex <= 0} aria-label="Smaller text">
                <Minus size={16} aria-hidden="true" />
              </button>
              <output aria-live="polite">{settings.fontSize}px</output>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => size(1)}
                disabled={sizeIndex >= fontSizes.length - 1}
                aria-label="Larger text"
              >
                <Plus size={16} aria-hidden="true" />
              </button>
            </div>
          </div>
          <Choice
            legend="Line spacing"
            name={`${panelId}-spacing`}
            options={spacingLabels}
            value={settings.lineSpacing}
            onChange={(lineSpacing) => onChange({ lineSpacing })}
          />
          <Choice legend="Reading width" name={`${panelId}-width`} options={widthLabels} value={settings.width} onChange={(width) => onChange({ width })} />
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
  options: Record<K, string>;
  value: K;
  onChange: (value: K) => void;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      {(Object.keys(options) as K[]).map((key) => (
        <label key={key}>
          <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} />
          {options[key]}
        </label>
      ))}
    </fieldset>
  );
}
