import { familyCodeSchema } from "@berea/contracts/family";
import { useState } from "react";
import toast from "react-hot-toast";
import { FormField } from "../../components/form-field.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useJoinFamily } from "./api/family-actions.ts";

/** A Family code typed in by someone already signed in (the invite link does this by itself). */
export function JoinFamilyForm() {
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
      <FormField
        label="Family code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="FAM-7K3QX9PD"
        value={code}
        error={problem ?? undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={join.isPending} aria-busy={join.isPending}>
        {join.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Join
      </button>
    </form>
  );
}
