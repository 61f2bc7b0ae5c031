import type { ReactNode } from "react";
import styled from "styled-components";
import { WORD_BOUNDARY } from "./fit-widest-word";

const Unbroken = styled.span`
  white-space: nowrap;
`;

/** Every place WORD_BOUNDARY lets a line break. */
const BOUNDARIES = new RegExp(WORD_BOUNDARY.source, `${WORD_BOUNDARY.flags}g`);
/** A hyphen, a dash or a slash inside a word: browsers may break a line after it ("6-" above "18"). */
const BREAK_INSIDE = /.[-\u2010-\u2015/]./u;

/**
 * Fitted text (src/ui/fit-widest-word.ts) laid out as it was measured: its size lets each word, as
 * WORD_BOUNDARY splits the text, fit on a line, so a word a browser could still break inside (a
 * range such as "6-18" or "$500,000-$2,000,000", which Chromium breaks after the hyphen when the
 * line is full) is kept on one line. Text with no such word is returned as it is.
 */
export function WholeWords({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let plain = "";
  let from = 0;
  const word = (end: number) => {
    const piece = text.slice(from, end);
    if (!BREAK_INSIDE.test(piece)) {
      plain += piece;
      return;
    }
    if (plain) parts.push(plain);
    parts.push(<Unbroken key={from}>{piece}</Unbroken>);
    plain = "";
  };
  for (const boundary of text.matchAll(BOUNDARIES)) {
    word(boundary.index);
    plain += boundary[0];
    from = boundary.index + boundary[0].length;
  }
  word(text.length);
  if (parts.length === 0) return text;
  if (plain) parts.push(plain);
  return parts;
}
