import { LegalDocument } from "./legal-document.tsx";
import { pageCopy } from "./marketing-copy.ts";
import { english } from "./terms-en.tsx";

/** The Terms of Service in the language shown: English in this chunk, Spanish a chunk of its own (marketing-copy.ts). */
const useTerms = pageCopy(english, { es: () => import("./terms-es.tsx").then(({ spanish }) => spanish) });

export default function TermsPage() {
  const { title, updated, summary, body } = useTerms();
  return (
    <LegalDocument title={title} updated={updated} summary={summary}>
      {body}
    </LegalDocument>
  );
}
