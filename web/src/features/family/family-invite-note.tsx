import { Users } from "lucide-react";
import { Trans } from "react-i18next";
import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/familyInvite.json";
import styles from "./family-invite-note.module.css";

/** The note's strings (`lib/i18n/locales/<language>/familyInvite.json`): a namespace of its own, so /login and /register do not carry the Family page's. */
const useFamilyInviteT = defineNamespace("familyInvite", english);

/** On /login and /register when the link was a Family invite: what happens after signing in. */
export function FamilyInviteNote({ code }: { code: string }) {
  const { t } = useFamilyInviteT();
  return (
    <p className={styles.note} role="status">
      <Users size={18} strokeWidth={1.5} aria-hidden="true" />
      <span>
        <Trans t={t} i18nKey="note" values={{ code }} components={{ code: <code /> }} />
      </span>
    </p>
  );
}
