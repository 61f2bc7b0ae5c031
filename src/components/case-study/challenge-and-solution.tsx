import { graphql } from "gatsby";
import { CheckList } from "../../ui/check-list";
import { heightOf } from "../../ui/render-near-viewport";
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

/** A chapter's height at each width, in rem, from the launch case studies: the story and list heading, and each point of the list. */
const CHAPTER = { narrow: 40, wide: 19 };
const POINT = { narrow: 4.25, wide: 3.25 };

type Labels = Pick<Queries.SiteCaseStudyPage, "challengeLabel" | "painPointsLabel" | "solutionLabel" | "approachesLabel">;

type ChapterProps = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  listTitle: string;
  items: readonly string[];
  tone?: "plain" | "muted";
};

/** A chapter told on the left with its points listed on the right. */
function StoryWithList({ id, eyebrow, title, description, listTitle, items, tone }: ChapterProps) {
  return (
    <StorySection id={id} eyebrow={eyebrow} title={title} tone={tone} height={heightOf(CHAPTER, [POINT, items.length])}>
      <StoryColumns>
        <div>
          <p>{description}</p>
        </div>
        <div>
          <h3>{listTitle}</h3>
          <CheckList items={items} />
        </div>
      </StoryColumns>
    </StorySection>
  );
}

/** The client's problem with its pain points, then what we did and how. */
export function ChallengeAndSolution({ story, labels }: { story: Queries.CaseStudyStoryFieldsFragment; labels: Labels }) {
  const { challenge, solution } = story;
  return (
    <>
      <StoryWithList
        id="challenge"
        eyebrow={labels.challengeLabel}
        title={challenge.title}
        description={challenge.description}
        listTitle={labels.painPointsLabel}
        items={challenge.painPoints}
      />
      <StoryWithList
        id="solution"
        eyebrow={labels.solutionLabel}
        title={solution.title}
        description={solution.description}
        listTitle={labels.approachesLabel}
        items={solution.approaches}
        tone="muted"
      />
    </>
  );
}
