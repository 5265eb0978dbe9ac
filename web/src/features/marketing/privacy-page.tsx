import { LegalDocument } from "./legal-document.tsx";
import { pageCopy } from "./marketing-copy.ts";
import { english } from "./privacy-en.tsx";

/** The Privacy Policy in the language shown: English in this chunk, Spanish a chunk of its own (marketing-copy.ts). */
const usePrivacy = pageCopy(english, { es: () => import("./privacy-es.tsx").then(({ spanish }) => spanish) });

export default function PrivacyPage() {
  const { title, updated, summary, body } = usePrivacy();
  return (
    <LegalDocument title={title} updated={updated} summary={summary}>
      {body}
    </LegalDocument>
  );
}
