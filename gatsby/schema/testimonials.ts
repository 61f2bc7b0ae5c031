/** data/testimonials.json: every testimonial; a page lists them through a testimonialList section, the home page shows those marked featured. */
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
