import { lazy, Suspense, type ComponentType } from "react";

export type LazySectionComponent<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A section kind whose code only the pages that show it download. The one page template knows every
 * kind; importing them all would put every kind's code (both forms, the image runtime, the tabs) into
 * every page's first load. The built HTML holds the section (Gatsby renders until everything has
 * loaded); in the browser React keeps that HTML and hydrates the section once its chunk has arrived.
 */
export function lazySection<Props extends object>(load: () => Promise<ComponentType<Props>>): LazySectionComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load());
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazySection(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazySection, { preload });
}
