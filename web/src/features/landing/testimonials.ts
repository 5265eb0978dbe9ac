import type { Testimonial } from "./landing-copy.ts";

/** Sample testimonials for the landing carousel (spec: placeholder data), in English (copy-es.tsx has them in Spanish). No photos: avatars are initials. */

export const testimonials: readonly Testimonial[] = [
  {
    name: "Grace Mensah",
    detail: "Premium member",
    rating: 5,
    content:
      "I used to read a chapter and forget it by lunch. The quizzes send me back to the verse, and now the passages stay with me through the day.",
  },
  {
    name: "Daniel Ortiz",
    detail: "Family plan",
    rating: 4.5,
    content:
      "Our two teenagers do the daily quiz at breakfast and we talk about the verse on the way to school. It has become a small, good habit.",
  },
  {
    name: "Ruth Adeyemi",
    detail: "Free plan",
    rating: 5,
    content: "The devotionals are short and honest. When I miss a day nothing scolds me; the plan simply waits for me to come back.",
  },
  {
    name: "Samuel Kim",
    detail: "Small group leader",
    rating: 4,
    content:
      "We use the quizzes to open our Wednesday study. Everyone plays, nobody feels tested, and it gets the group into the passage quickly.",
  },
  {
    name: "Esther Lindqvist",
    detail: "Premium member",
    rating: 4.5,
    content:
      "Reading the King James and the World English Bible side by side has helped me with the older words. I understand far more of what I read.",
  },
  {
    name: "Joseph Nwosu",
    detail: "Family plan",
    rating: 5,
    content:
      "My mother reads the Reina-Valera and I read the King James, and we follow the same plan together. That has meant a great deal to us.",
  },
];
