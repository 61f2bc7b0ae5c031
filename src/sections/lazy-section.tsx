import { createElement, lazy, Suspense, type FunctionComponent, type ReactElement } from "react";

type SectionComponent<Props> = (props: Props) => ReactElement | null;

/**
 * A section kind whose code only the pages that show it download. The one page template knows every
 * kind; importing them all would put every kind's code (both forms, the image runtime, the tabs) into
 * every page's first load. The built HTML holds the section (Gatsby renders until everything has
 * loaded); in the browser React keeps that HTML and hydrates the section once its chunk has arrived.
 */
export function lazySection<Props extends object>(load: () => Promise<SectionComponent<Props>>): SectionComponent<Props> {
  // React.lazy types its result as an exotic component; it renders like the function it loads.
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as FunctionComponent<Props>;
  return function LazySection(props: Props) {
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  };
}
