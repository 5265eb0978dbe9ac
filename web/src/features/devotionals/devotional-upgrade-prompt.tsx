import { UpgradePrompt } from "../../components/upgrade-prompt.tsx";
import { paths } from "../../config/paths.ts";
import { useDevotionalsT } from "./i18n.ts";

/** A Free user opened a devotional that is not today's: say so kindly, and show today's and the way to Premium. */
export function DevotionalUpgradePrompt({ message }: { message: string }) {
  const { t } = useDevotionalsT();
  return (
    <UpgradePrompt
      title={t("upgrade.title")}
      message={message}
      note={t("upgrade.note")}
      back={{ to: paths.devotionals, label: t("one.readToday") }}
      headingLevel={1}
    />
  );
}
