import { useEffect, useRef, useState, type ReactNode } from "react";
import styled, { keyframes } from "styled-components";
import { defineIsland } from "../islands/define-island";
import { StaticChildren } from "../islands/static-children";

const rise = keyframes`
  from { opacity: 0; transform: translateY(1rem); }
`;

/**
 * Items of the list inside play a staggered entrance when `data-motion="play"`. Nothing here
 * applies to the server HTML: the attribute is only set once this code runs, for a list that scrolls
 * into view later, and never when the visitor prefers reduced motion.
 */
const Wrapper = styled(StaticChildren)`
  @media (prefers-reduced-motion: no-preference) {
    &[data-motion="play"] > ul > li {
      animation: ${rise} 600ms ${({ theme }) => theme.motion.easing} both;
      animation-delay: calc(var(--motion-index, 0) * var(--motion-step, 0ms));
    }
  }
`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Starts the entrance when the list first scrolls into view; a list already on screen at load stays still. */
function useEntranceMotion(staggerMs: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!staggerMs || !element || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return undefined;
    let firstReport = true;
    const observer = new IntersectionObserver(([entry]) => {
      const visible = entry?.isIntersecting ?? false;
      if (visible && !firstReport) setPlaying(true);
      if (visible) observer.disconnect();
      firstReport = false;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [staggerMs]);

  useEffect(() => {
    if (!playing || !ref.current) return;
    ref.current.querySelectorAll<HTMLElement>(":scope > ul > li").forEach((item, index) => {
      item.style.setProperty("--motion-index", String(index));
    });
  }, [playing]);

  return { ref, playing };
}

type StaggeredEntranceProps = {
  /** Delay added per item, in milliseconds. */
  staggerMs: number;
  /** A single list (<ul>) whose items animate: static content the island never renders again. */
  children?: ReactNode;
};

/** Wraps a list so its items enter one after another, `staggerMs` apart. */
function StaggeredEntrance({ staggerMs, children }: StaggeredEntranceProps) {
  const { ref, playing } = useEntranceMotion(staggerMs);
  return (
    <Wrapper ref={ref} data-motion={playing ? "play" : undefined} style={{ "--motion-step": `${staggerMs}ms` }}>
      {children}
    </Wrapper>
  );
}

/**
 * Wakes when the list comes near the viewport: it changes nothing until then (its entrance plays
 * only on scrolling in), so a list the visitor never reaches costs no script.
 */
export default defineIsland({ name: "staggered-entrance", when: "visible", Component: StaggeredEntrance });
