import { HydrationSlice } from "../../components/hydration-slice.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { currentLanguage, useLanguage } from "../../lib/language.ts";
import { DemoQuizSection } from "./demo-quiz-section.tsx";
import { FaqSection } from "./faq-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { LandingCopyContext, loadLandingCopy, useShownCopy } from "./landing-copy.ts";
import { MemberCountBanner } from "./member-count-banner.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { TestimonialsCarousel } from "./testimonials-carousel.tsx";
import { VerseOfTheDaySection } from "./verse-of-the-day-section.tsx";
import { WhyChooseUsSection } from "./why-choose-us-section.tsx";

// In the app, the reader's language's words start loading with the page's own module.
if (typeof window !== "undefined") void loadLandingCopy(currentLanguage());

/**
 * The home page, in the language shown (landing-copy.ts). `/#pricing` lands
 * on the pricing section: the router's ScrollRestoration scrolls to the
 * hash, and `scroll-behavior: smooth` in global.css makes it glide (off under
 * prefers-reduced-motion).
 */
export default function LandingPage() {
  // When the reader picks another language, the page keeps its words until that language's have loaded.
  const copy = useShownCopy(useLanguage());
  return (
    <LandingCopyContext.Provider value={copy}>
      <PageTitle>{copy.title}</PageTitle>
      {/* Each section may come alive on its own (HydrationSlice); the day's verse loads later anyway. */}
      <HydrationSlice>
        <HeroSection />
      </HydrationSlice>
      <VerseOfTheDaySection />
      <HydrationSlice>
        <WhyChooseUsSection />
      </HydrationSlice>
      <HydrationSlice>
        <DemoQuizSection />
      </HydrationSlice>
      <HydrationSlice>
        <PricingSection />
      </HydrationSlice>
      <HydrationSlice>
        <TestimonialsCarousel />
      </HydrationSlice>
      <HydrationSlice>
        <MemberCountBanner />
      </HydrationSlice>
      <HydrationSlice>
        <FaqSection />
      </HydrationSlice>
    </LandingCopyContext.Provider>
  );
}
