import { graphql } from "gatsby";
import { CheckList } from "../../ui/check-list";
import { StoryColumns, StorySection } from "./story-section";

export const query = graphql`
  fragment CaseStudyStoryFields on CaseStudyJson {
    challenge {
      title
      description
      painPoints
    }
    solution {
      title
      description
      approaches
    }
  }
`;

type Labels = Pick<Queries.CaseStudyDetailTexts, "challengeLabel" | "painPointsLabel" | "solutionLabel" | "approachesLabel">;

/** The client's problem with its pain points, then what we did and how. */
export function ChallengeAndSolution({ story, labels }: { story: Queries.CaseStudyStoryFieldsFragment; labels: Labels }) {
  const { challenge, solution } = story;
  return (
    <>
      <StorySection id="challenge" eyebrow={labels.challengeLabel} title={challenge.title}>
        <StoryColumns>
          <div>
            <p>{challenge.description}</p>
          </div>
          <div>
            <h3>{labels.painPointsLabel}</h3>
            <CheckList items={challenge.painPoints} />
          </div>
        </StoryColumns>
      </StorySection>
      <StorySection id="solution" eyebrow={labels.solutionLabel} title={solution.title} tone="muted">
        <StoryColumns>
          <div>
            <p>{solution.description}</p>
          </div>
          <div>
            <h3>{labels.approachesLabel}</h3>
            <CheckList items={solution.approaches} />
          </div>
        </StoryColumns>
      </StorySection>
    </>
  );
}
