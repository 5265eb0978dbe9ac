import { familyCodeSchema } from "@berea/contracts/family";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../lib/api-client.ts";
import { useJoinFamily } from "./api/family-actions.ts";

/** A Family code typed in by someone already signed in (the invite link does this by itself). */
export function JoinFamilyForm() {
  const id = useId();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const join = useJoinFamily();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = familyCodeSchema.safeParse(code);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the code.");
      return;
    }
    setProblem(null);
    join.mutate(parsed.data, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-code`}>Family code</label>
        <input
          id={`${id}-code`}
          className="input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="FAM-7K3QX9PD"
          value={code}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {problem ? (
          <p id={`${id}-problem`} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={join.isPending} aria-busy={join.isPending}>
        {join.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Join
      </button>
    </form>
  );
}
