import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { quizHomeQueryKey, saveQuizSettings } from "./api/quiz-api.ts";
import { useQuizT } from "./i18n.ts";
import styles from "./quiz-home-page.module.css";

/** Opt in (or out) of showing one's first name to other players in 'Attempted by'. Off unless chosen. */
export function AttemptedBySetting({ checked }: { checked: boolean }) {
  const queryClient = useQueryClient();
  const { t } = useQuizT();
  const known = useKnownMessage();
  const save = useMutation({
    mutationFn: (showInAttemptedBy: boolean) => saveQuizSettings({ showInAttemptedBy }),
    onSuccess: ({ showInAttemptedBy }) => {
      void queryClient.invalidateQueries({ queryKey: quizHomeQueryKey });
      toast.success(showInAttemptedBy ? t("settings.shown") : t("settings.private"));
    },
    onError: (error) => toast.error(known(errorMessage(error)) ?? errorMessage(error)),
  });
  return (
    <label className={styles.setting}>
      <input type="checkbox" checked={save.isPending ? (save.variables ?? checked) : checked} disabled={save.isPending} onChange={(event) => save.mutate(event.target.checked)} />
      {t("settings.label")}
    </label>
  );
}
