import type { ReactNode } from "react";
import { wordsIn } from "../../lib/language.ts";

/** /careers' words, both languages at hand (a short page: marketing-copy.ts). The English is the page's as it has always been. */
export interface CareersWords {
  title: string;
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  /** The email's subject. */
  subject: string;
  writeTo: (email: string) => string;
  /** The last line, with the contact page's link made by `link`. */
  contact: (link: (text: string) => ReactNode) => ReactNode;
}

export const useCareersWords = wordsIn<CareersWords>({
  en: {
    title: "Careers · Berea",
    eyebrow: "Careers",
    heading: "Working on Berea",
    paragraphs: [
      "Berea is built by a small founding team. We have no open roles at the moment, and we would rather tell you that plainly than keep a list of jobs that are not real.",
      "If you would like to help one day, whether you write software, teach the Bible, translate or design, we are glad to hear from you. Tell us a little about yourself and what you would like to work on, and we will keep your note for when we grow.",
    ],
    subject: "Working on Berea",
    writeTo: (email) => `Write to ${email}`,
    contact: (link) => <>You can also reach us through the {link("contact page")}.</>,
  },
  es: {
    title: "Trabaja con nosotros · Berea",
    eyebrow: "Trabaja con nosotros",
    heading: "Trabajar en Berea",
    paragraphs: [
      "A Berea la construye un pequeño equipo fundador. Ahora mismo no tenemos puestos abiertos, y preferimos decírtelo con claridad antes que mantener una lista de empleos que no son reales.",
      "Si algún día te gustaría ayudar, ya sea programando, enseñando la Biblia, traduciendo o diseñando, nos alegrará saber de ti. Cuéntanos un poco sobre ti y en qué te gustaría trabajar, y guardaremos tu mensaje para cuando crezcamos.",
    ],
    subject: "Trabajar en Berea",
    writeTo: (email) => `Escribe a ${email}`,
    contact: (link) => <>También puedes escribirnos desde la {link("página de contacto")}.</>,
  },
});
