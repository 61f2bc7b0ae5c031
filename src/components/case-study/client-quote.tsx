import { graphql } from "gatsby";
import styled from "styled-components";
import { Quote } from "lucide";
import { LayoutIcon } from "../../ui/layout-icon";
import { Section } from "../../ui/section";

export const query = graphql`
  fragment CaseStudyQuoteFields on CaseStudyTestimonial {
    quote
    author
    position
    company
  }
`;

const Figure = styled.figure`
  max-width: 52rem;
  margin: 0 auto;
  text-align: center;

  svg { color: ${({ theme }) => theme.colors.accent}; }
  blockquote { margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg}; }
  blockquote p { font-size: ${({ theme }) => theme.fontSizes["2xl"]}; line-height: 1.5; color: ${({ theme }) => theme.colors.text}; }
  figcaption { color: ${({ theme }) => theme.colors.textMuted}; }
  .author { display: block; font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.text}; }
`;

/** The client's words: a blockquote with author, position and company in its caption. */
export function ClientQuote({ label, testimonial }: { label: string; testimonial: Queries.CaseStudyQuoteFieldsFragment }) {
  return (
    <Section id="testimonial" title={label}>
      <Figure>
        <LayoutIcon icon={Quote} size={40} />
        <blockquote>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption>
          <span className="author">{testimonial.author}</span>
          {testimonial.position}, {testimonial.company}
        </figcaption>
      </Figure>
    </Section>
  );
}
