/** data/case-studies/*.json: one case study each; gatsby-node makes its page at `path`. */
export const caseStudyTypeDefs = /* GraphQL */ `
  type CaseStudyJson implements Node @dontInfer {
    "The file name: the last part of the address."
    slug: String! @fileSlug
    "The page address (gatsby/routes.ts)."
    path: String! @routePath
    order: Int!
    title: String!
    company: String!
    industry: String!
    location: String!
    projectDuration: String!
    teamSize: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    excerpt: String!
    summary: CaseStudySummary!
    keyResults: CaseStudyKeyResults!
    seo: Seo!
    challenge: CaseStudyChallenge!
    solution: CaseStudySolution!
    implementation: CaseStudyImplementation!
    results: CaseStudyResults!
    testimonial: CaseStudyTestimonial!
  }

  type CaseStudySummary {
    challenge: String!
    solution: String!
    timeline: String!
  }

  type CaseStudyKeyResults {
    efficiency: String!
    cost: String!
    time: String!
  }

  type CaseStudyChallenge {
    title: String!
    description: String!
    painPoints: [String!]!
  }

  type CaseStudySolution {
    title: String!
    description: String!
    approaches: [String!]!
  }

  type CaseStudyImplementation {
    title: String!
    phases: [CaseStudyPhase!]!
  }

  type CaseStudyPhase {
    phase: String!
    duration: String!
    activities: [String!]!
  }

  type CaseStudyResults {
    title: String!
    description: String!
    metrics: [CaseStudyMetric!]!
  }

  type CaseStudyMetric {
    metric: String!
    improvement: String!
    description: String!
  }

  type CaseStudyTestimonial {
    quote: String!
    author: String!
    position: String!
    company: String!
  }
`;
