/** data/pages/case-studies.json: the /case-studies list texts and the labels every case study page shares. */
export const caseStudiesPageTypeDefs = /* GraphQL */ `
  type CaseStudiesPageJson implements Node @dontInfer {
    seo: Seo!
    hero: HeroSection!
    list: CaseStudiesListTexts!
    detail: CaseStudyDetailTexts!
    cta: CallToActionSection!
  }

  type CaseStudiesListTexts {
    title: String!
    intro: String!
    industryLabel: String!
    timelineLabel: String!
    challengeLabel: String!
    solutionLabel: String!
    keyResultsLabel: String!
    efficiencyLabel: String!
    costLabel: String!
    timeLabel: String!
    readMoreLabel: String!
  }

  type CaseStudyDetailTexts {
    breadcrumbLabel: String!
    homeLabel: String!
    listLabel: String!
    factsLabel: String!
    clientLabel: String!
    industryLabel: String!
    durationLabel: String!
    teamSizeLabel: String!
    locationLabel: String!
    "Fixed ROI figure shown on every case study page."
    roiLabel: String!
    roiValue: String!
    challengeLabel: String!
    painPointsLabel: String!
    solutionLabel: String!
    approachesLabel: String!
    implementationLabel: String!
    resultsLabel: String!
    testimonialLabel: String!
  }
`;
