import { Users } from "lucide-react";
import styles from "./family-invite-note.module.css";

/** On /login and /register when the link was a Family invite: what happens after signing in. */
export function FamilyInviteNote({ code }: { code: string }) {
  return (
    <p className={styles.note} role="status">
      <Users size={18} strokeWidth={1.5} aria-hidden="true" />
      <span>
        You were invited to a Family plan (code <code>{code}</code>). Sign in or create your account; then you see what joining shares with the plan's owner, and choose.
      </span>
    </p>
  );
}
