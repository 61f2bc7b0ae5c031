import { createElement, lazy, Suspense, type FunctionComponent, type ReactElement } from "react";

type SectionComponent<Props> = (props: Props) => ReactElement | null;

/**
 * A section kind whose code is imported only when a page shows it. Sections render on the server
 * alone (Gatsby waits until every one has loaded): in the browser only a page's islands run, so a
 * kind's code reaches the browser only through the islands it contains, and a static kind never
 * does.
 */
export function lazySection<Props extends object>(load: () => Promise<SectionComponent<Props>>): SectionComponent<Props> {
  // React.lazy types its result as an exotic component; it renders like the function it loads.
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as FunctionComponent<Props>;
  return function LazySection(props: Props) {
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  };
}
