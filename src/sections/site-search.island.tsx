import { useEffect, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { TextInput } from "../forms/form-field";
import { defineIsland } from "../islands/define-island";
import { useMatchingId } from "../island-helpers/use-matching-id";
import { searchSite, loadSearch, type FoundPage, type SearchAnswer } from "./site-search";
import { searchStatus, type SearchState, type SearchStatusTexts } from "./search-status";
import { SiteLink } from "../ui/site-link";

export type SiteSearchTexts = SearchStatusTexts & Pick<Queries.SearchSectionFieldsFragment, "fieldLabel" | "placeholder" | "moreResultsLabel">;

type SiteSearchProps = { texts: SiteSearchTexts; resultsPerPage: number };

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 40rem;
  margin-inline: auto;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Status = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.md} auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty { display: none; }
`;

const Results = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.md} auto 0;
  padding: 0;
  list-style: none;

  a { font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const More = styled.button`
  display: block;
  min-height: 2.75rem;
  margin: ${({ theme }) => theme.space.lg} auto 0;
  padding: 0.5rem 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

/** The answer to the latest query and the pages of it shown so far. */
type Shown = { answer: SearchAnswer; pages: FoundPage[] };

/**
 * A search field over the site's articles, case studies and service pages (WAI-ARIA search
 * landmark): results appear as the visitor types, each a link with its title and excerpt, and a
 * polite live region says how many there are. Pagefind and the index load on the first focus or
 * keystroke (./site-search.ts); an answer that arrives after a newer query is dropped.
 */
function SiteSearch({ texts, resultsPerPage }: SiteSearchProps) {
  const fieldId = useMatchingId("field");
  const labelId = useMatchingId("label");
  const field = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLOListElement>(null);
  const latest = useRef(0);
  const [state, setState] = useState<SearchState>({ step: "idle" });
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const [focusFrom, setFocusFrom] = useState<number | undefined>(undefined);

  async function search(typed: string) {
    const query = typed.trim();
    const asked = ++latest.current;
    if (query === "") {
      setState({ step: "idle" });
      setShown(undefined);
      return;
    }
    setState({ step: "searching", query });
    try {
      const answer = await searchSite(query);
      const pages = await answer.pages(0, resultsPerPage);
      if (asked !== latest.current) return;
      setShown({ answer, pages });
      setState({ step: "found", query, count: answer.count });
    } catch {
      if (asked !== latest.current) return;
      setShown(undefined);
      setState({ step: "failed", query });
    }
  }

  async function showMore() {
    if (!shown) return;
    const asked = latest.current;
    const from = shown.pages.length;
    try {
      const more = await shown.answer.pages(from, from + resultsPerPage);
      if (asked !== latest.current) return;
      setShown({ answer: shown.answer, pages: [...shown.pages, ...more] });
      setFocusFrom(from);
    } catch {
      if (asked === latest.current) setState({ step: "failed", query: state.step === "idle" ? "" : state.query });
    }
  }

  // Woken by a focus on the field or a key typed in it: load at once, and search what was typed before.
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    if (element.value.trim() !== "") void search(element.value);
    else if (document.activeElement === element) void loadSearch().catch(() => undefined);
    // Once, with the field as the server rendered it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After "more", the first added result takes the focus, so a keyboard stays where the list grew.
  useEffect(() => {
    if (focusFrom === undefined) return;
    results.current?.querySelectorAll("a")[focusFrom]?.focus();
    setFocusFrom(undefined);
  }, [focusFrom]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search(field.current?.value ?? "");
  };

  const hasMore = shown !== undefined && shown.pages.length < shown.answer.count;
  return (
    <>
      <Form role="search" aria-labelledby={labelId} onSubmit={submit}>
        <Label id={labelId} htmlFor={fieldId}>
          {texts.fieldLabel}
        </Label>
        <TextInput
          ref={field}
          id={fieldId}
          type="search"
          name="q"
          autoComplete="off"
          placeholder={texts.placeholder}
          onFocus={() => void loadSearch().catch(() => undefined)}
          onChange={(event) => void search(event.currentTarget.value)}
        />
      </Form>
      <Status role="status" aria-live="polite" aria-atomic="true">
        {searchStatus(texts, state)}
      </Status>
      {shown && shown.pages.length > 0 && (
        <Results ref={results}>
          {shown.pages.map((page) => (
            <li key={page.url}>
              <SiteLink to={page.url}>{page.title}</SiteLink>
              <p>{page.excerpt}</p>
            </li>
          ))}
        </Results>
      )}
      {hasMore && (
        <More type="button" onClick={() => void showMore()}>
          {texts.moreResultsLabel}
        </More>
      )}
    </>
  );
}

/** Wakes at the first focus, key or press on it: until then it is a plain field, and nothing of the search is loaded. */
export default defineIsland({ name: "site-search", when: "interaction", Component: SiteSearch });
