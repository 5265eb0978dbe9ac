import { UpgradePrompt as Prompt } from "../../components/upgrade-prompt.tsx";
import { paths } from "../../config/paths.ts";
import { useQuizT } from "./i18n.ts";

interface UpgradePromptProps {
  /** What stands in the way, in the reader's language. */
  message: string;
  /** Shown as 'Not now' when the prompt sits on a page that still works without it. */
  onClose?: () => void;
}

/** Today's free quizzes are used up, or a topic needs Premium. */
export function UpgradePrompt({ message, onClose }: UpgradePromptProps) {
  const { t } = useQuizT();
  return (
    <Prompt
      title={t("upgrade.title")}
      message={message}
      note={t("upgrade.note")}
      back={{ to: paths.dashboard, label: t("backToDashboard") }}
      labels={{ seePremium: t("upgrade.seePremium"), notNow: t("upgrade.notNow") }}
      onClose={onClose}
    />
  );
}
