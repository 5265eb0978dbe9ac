import { UpgradePrompt as Prompt } from "../../components/upgrade-prompt.tsx";
import { paths } from "../../config/paths.ts";

interface UpgradePromptProps {
  /** What stands in the way, in the server's words where there are some. */
  message: string;
  /** Shown as 'Not now' when the prompt sits on a page that still works without it. */
  onClose?: () => void;
}

/** Today's free quizzes are used up, or a topic needs Premium. */
export function UpgradePrompt({ message, onClose }: UpgradePromptProps) {
  return (
    <Prompt
      title="Keep going with Premium"
      message={message}
      note="Premium opens every topic and unlimited quizzes each day."
      back={{ to: paths.dashboard, label: "Back to Dashboard" }}
      onClose={onClose}
    />
  );
}
