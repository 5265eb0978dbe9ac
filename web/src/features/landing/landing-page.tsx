import { DemoQuizSection } from "./demo-quiz-section.tsx";
import { FaqSection } from "./faq-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { MemberCountBanner } from "./member-count-banner.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { TestimonialsCarousel } from "./testimonials-carousel.tsx";
import { VerseOfTheDaySection } from "./verse-of-the-day-section.tsx";
import { WhyChooseUsSection } from "./why-choose-us-section.tsx";

/**
 * The home page. `/#pricing` lands on the pricing section: the router's
 * ScrollRestoration scrolls to the hash, and `scroll-behavior: smooth` in
 * global.css makes it glide (off under prefers-reduced-motion).
 */
export default function LandingPage() {
  return (
    <>
      <title>Berea: search the Scriptures daily</title>
      <HeroSection />
      <VerseOfTheDaySection />
      <WhyChooseUsSection />
      <DemoQuizSection />
      <PricingSection />
      <TestimonialsCarousel />
      <MemberCountBanner />
      <FaqSection />
    </>
  );
}
