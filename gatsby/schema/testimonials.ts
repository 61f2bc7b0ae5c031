/** data/testimonials.json: every testimonial, shown on /testimonials; those marked featured also on the home page. */
export const testimonialsTypeDefs = /* GraphQL */ `
  type TestimonialsJson implements Node @dontInfer {
    "Screen-reader text of the stars, with {rating} and {max} placeholders."
    ratingLabel: String!
    industryLabel: String!
    projectTypeLabel: String!
    resultsLabel: String!
    testimonials: [Testimonial!]!
  }

  type Testimonial {
    name: String!
    role: String!
    company: String!
    industry: String!
    content: String!
    rating: Int!
    results: String!
    projectType: String!
    featured: Boolean!
  }
`;

/** data/pages/testimonials.json: the texts of /testimonials around the testimonials. */
export const testimonialsPageTypeDefs = /* GraphQL */ `
  type TestimonialsPageJson implements Node @dontInfer {
    seo: Seo!
    hero: HeroSection!
    stats: StatsSection!
    featured: TestimonialsHeading!
    more: TestimonialsHeading!
    cta: CallToActionSection!
  }

  type TestimonialsHeading {
    title: String!
    intro: String!
  }
`;
