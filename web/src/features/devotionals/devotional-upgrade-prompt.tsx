import { UpgradePrompt } from "../../components/upgrade-prompt.tsx";
import { paths } from "../../config/paths.ts";

/** A Free user opened a devotional that is not today's: say so kindly, and show today's and the way to Premium. */
export function DevotionalUpgradePrompt({ message }: { message: string }) {
  return (
    <UpgradePrompt
      title="Walk the whole path with Premium"
      message={message}
      note="Premium opens every devotional path and keeps track of the days you have read."
      back={{ to: paths.devotionals, label: "Read today’s devotional" }}
      headingLevel={1}
    />
  );
}
