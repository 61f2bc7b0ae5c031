import styled from "styled-components";
import { Calendar, Clock } from "lucide";
import { LayoutIcon } from "../../ui/layout-icon";
import { THIN_STROKE } from "../../ui/icon-svg";

const Line = styled.div<{ $onDark: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.textMuted)};
  span { display: inline-flex; align-items: center; gap: 0.375rem; }
`;

type PostMetaProps = {
  date: string;
  /** YYYY-MM-DD, for <time dateTime>. */
  datePublished: string;
  readTime: string;
  author?: { label: string; name: string };
  onDark?: boolean;
  className?: string;
};

/** Publication date, read time and (on the article) the author, in one line. */
export function PostMeta({ date, datePublished, readTime, author, onDark = false, className }: PostMetaProps) {
  return (
    <Line $onDark={onDark} className={className}>
      <span>
        <LayoutIcon icon={Calendar} size={16} strokeWidth={THIN_STROKE} />
        <time dateTime={datePublished}>{date}</time>
      </span>
      <span>
        <LayoutIcon icon={Clock} size={16} strokeWidth={THIN_STROKE} />
        {readTime}
      </span>
      {author && (
        <span>
          {author.label} {author.name}
        </span>
      )}
    </Line>
  );
}
