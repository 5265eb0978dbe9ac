import type { Language } from "@berea/contracts/languages";
import { useLanguage } from "../../lib/language.ts";

/**
 * The words of the frame around every page (the header, the footer, the skip
 * link), one object per language, without i18next: the frame is in the app's
 * entry and in the prerendered landing, which must not load it
 * (scripts/js-budgets.ts). Both languages ship in this one module (about
 * 0.5 KB gzipped for the Spanish), so the frame speaks the page's language
 * in its first render, before anything loads: a Spanish page prerendered in
 * Spanish hydrates in Spanish, and the header's language switch changes the
 * frame at once. docs/ARCHITECTURE.md, "Languages".
 */
export interface FrameWords {
  skipToContent: string;
  /** While a page's module loads (the root layout's FullScreenLoader). */
  loading: string;
  /** After "Berea" in the logo link, for a screen reader: ", home". */
  brandHome: string;
  header: {
    main: string;
    links: { home: string; bible: string; quiz: string; books: string; devotionals: string; plans: string; pricing: string };
    community: string;
    faithCircles: string;
    prayerWall: string;
    social: string;
    myNotes: string;
    dashboard: string;
    login: string;
    getStarted: string;
    lightTheme: string;
    darkTheme: string;
    menu: string;
  };
  footer: {
    tagline: string;
    nav: string;
    quickLinks: string;
    bibleGames: string;
    guidedLearning: string;
    readingPlans: string;
    scriptureMemory: string;
    faithChallenges: string;
    careers: string;
    product: string;
    about: string;
    support: string;
    contact: string;
    copyright: (year: number) => string;
    legal: string;
    terms: string;
    privacy: string;
  };
}

// The English words are the spec's (its header and footer), and the tests hold them.
const english: FrameWords = {
  skipToContent: "Skip to content",
  loading: "Just a moment ...",
  brandHome: ", home",
  header: {
    main: "Main",
    links: { home: "Home", bible: "Bible", quiz: "Quiz", books: "Books", devotionals: "Devotionals", plans: "Plans", pricing: "Pricing" },
    community: "Community",
    faithCircles: "Faith circles",
    prayerWall: "Prayer wall",
    social: "Berea on social",
    myNotes: "My notes",
    dashboard: "Dashboard",
    login: "Login",
    getStarted: "Get started",
    lightTheme: "Use light theme",
    darkTheme: "Use dark theme",
    menu: "Menu",
  },
  footer: {
    tagline: "Search the Scriptures daily.",
    nav: "Footer",
    quickLinks: "Quick Links",
    bibleGames: "Bible games",
    guidedLearning: "Guided learning",
    readingPlans: "Reading plans",
    scriptureMemory: "Scripture memory",
    faithChallenges: "Faith challenges",
    careers: "Careers",
    product: "Product",
    about: "About",
    support: "Support",
    contact: "Contact",
    copyright: (year) => `© ${year} Berea`,
    legal: "Legal",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
  },
};

// The features' own names, as their Spanish pages title themselves (lib/i18n/locales/es).
const spanish: FrameWords = {
  skipToContent: "Saltar al contenido",
  loading: "Un momento …",
  brandHome: ", inicio",
  header: {
    main: "Principal",
    links: { home: "Inicio", bible: "Biblia", quiz: "Cuestionarios", books: "Libros", devotionals: "Devocionales", plans: "Planes", pricing: "Precios" },
    community: "Comunidad",
    faithCircles: "Círculos de fe",
    prayerWall: "Muro de oración",
    social: "Berea en redes",
    myNotes: "Mis notas",
    dashboard: "Panel",
    login: "Entrar",
    getStarted: "Empieza",
    lightTheme: "Usar el tema claro",
    darkTheme: "Usar el tema oscuro",
    menu: "Menú",
  },
  footer: {
    // Hechos 17:11 (RV1909): the Bereans received the word "escudriñando cada día las Escrituras".
    tagline: "Escudriña las Escrituras cada día.",
    nav: "Pie de página",
    quickLinks: "Enlaces rápidos",
    bibleGames: "Juegos bíblicos",
    guidedLearning: "Aprendizaje guiado",
    readingPlans: "Planes de lectura",
    scriptureMemory: "Memorizar las Escrituras",
    faithChallenges: "Retos de fe",
    careers: "Trabaja con nosotros",
    product: "Producto",
    about: "Quiénes somos",
    support: "Ayuda",
    contact: "Contacto",
    copyright: (year) => `© ${year} Berea`,
    legal: "Legal",
    terms: "Términos del servicio",
    privacy: "Política de privacidad",
  },
};

export const frameWords: Record<Language, FrameWords> = { en: english, es: spanish };

/** The frame's words in the language shown: the markup's while hydrating, then the reader's (lib/language.ts). */
export const useFrameWords = (): FrameWords => frameWords[useLanguage()];
