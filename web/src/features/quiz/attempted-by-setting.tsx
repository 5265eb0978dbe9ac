import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { errorMessage } from "../../lib/api-client.ts";
import { quizHomeQueryKey, saveQuizSettings } from "./api/quiz-api.ts";
import styles from "./quiz-home-page.module.css";

/** Opt in (or out) of showing one's first name to other players in 'Attempted by'. Off unless chosen. */
export function AttemptedBySetting({ checked }: { checked: boolean }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (showInAttemptedBy: boolean) => saveQuizSettings({ showInAttemptedBy }),
    onSuccess: ({ showInAttemptedBy }) => {
      void queryClient.invalidateQueries({ queryKey: quizHomeQueryKey });
      toast.success(showInAttemptedBy ? "Others will see your first name on quizzes you take." : "Your name stays private.");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <label className={styles.setting}>
      <input type="checkbox" checked={save.isPending ? (save.variables ?? checked) : checked} disabled={save.isPending} onChange={(event) => save.mutate(event.target.checked)} />
      Show my first name to other players in 'Attempted by'
    </label>
  );
}
