import { ChevronLeft, ChevronRight, Quote, Star, StarHalf } from "lucide-react";
import { useState } from "react";
import { SectionHeading } from "./section-heading.tsx";
import { useLandingCopy, type Testimonial } from "./landing-copy.ts";
import styles from "./testimonials-carousel.module.css";

export const testimonialsPerPage = 3;

function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let index = 0; index < items.length; index += size) pages.push(items.slice(index, index + size));
  return pages;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

/** A stable colour for each name, so an avatar keeps its colour across pages. */
function toneFor(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return hash % 5;
}

export function StarRating({ rating }: { rating: number }) {
  const { testimonials } = useLandingCopy();
  const clamped = Math.max(0, Math.min(5, Math.round(rating * 2) / 2));
  return (
    <span className={styles.stars} role="img" aria-label={testimonials.rated(clamped)}>
      {[0, 1, 2, 3, 4].map((slot) => {
        const fill = clamped - slot >= 1 ? "full" : clamped - slot >= 0.5 ? "half" : "empty";
        return (
          <span key={slot} className={styles.star} data-fill={fill}>
            <Star size={18} aria-hidden="true" />
            {fill === "half" && <StarHalf size={18} aria-hidden="true" className={styles.halfStar} />}
          </span>
        );
      })}
    </span>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li className={`card ${styles.card}`}>
      <Quote size={28} aria-hidden="true" className={styles.quoteMark} />
      <StarRating rating={testimonial.rating} />
      <blockquote className={styles.content}>
        <p>{testimonial.content}</p>
      </blockquote>
      <div className={styles.person}>
        <span className={styles.avatar} data-tone={toneFor(testimonial.name)} aria-hidden="true">
          {initials(testimonial.name)}
        </span>
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.detail}>{testimonial.detail}</span>
        </span>
      </div>
    </li>
  );
}

/**
 * Testimonials, three to a page, two pages. Previous and next wrap around in
 * both directions. No autoplay: the reader turns the page.
 */
export function TestimonialsCarousel({ testimonials: items }: { testimonials?: readonly Testimonial[] }) {
  const { testimonials: copy } = useLandingCopy();
  const pages = paginate(items ?? copy.items, testimonialsPerPage);
  const [page, setPage] = useState(0);
  const pageCount = pages.length;
  const current = pages[page] ?? [];

  const goTo = (next: number) => setPage(((next % pageCount) + pageCount) % pageCount);

  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading id="testimonials-title" eyebrow={copy.eyebrow} title={copy.title}>
          {copy.intro}
        </SectionHeading>

        <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label={copy.carousel}>
          <div aria-live="polite">
            <p className="visually-hidden">{copy.page(page + 1, pageCount)}</p>
            <ul key={page} className={styles.slide}>
              {current.map((testimonial) => (
                <TestimonialCard key={testimonial.name} testimonial={testimonial} />
              ))}
            </ul>
          </div>

          {pageCount > 1 && (
            <div className={styles.controls}>
              <button type="button" className={styles.arrow} onClick={() => goTo(page - 1)} aria-label={copy.previous}>
                <ChevronLeft size={22} aria-hidden="true" />
              </button>
              <div className={styles.dots}>
                {pages.map((_, index) => (
                  <button
                    key={index}
                    type="button"
                    className={styles.dot}
                    aria-label={copy.page(index + 1, pageCount)}
                    aria-current={index === page ? "true" : undefined}
                    onClick={() => goTo(index)}
                  />
                ))}
              </div>
              <button type="button" className={styles.arrow} onClick={() => goTo(page + 1)} aria-label={copy.next}>
                <ChevronRight size={22} aria-hidden="true" />
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
