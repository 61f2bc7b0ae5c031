import { createElement, lazy, Suspense, useCallback, useEffect, useRef, type FunctionComponent, type ReactElement } from "react";
import { partHydrated, partHydrating } from "../lib/pending-hydration";

type SectionComponent<Props> = (props: Props) => ReactElement | null;

/**
 * A section kind whose code only the pages that show it download. The one page template knows every
 * kind; importing them all would put every kind's code (both forms, the image runtime, the tabs) into
 * every page's first load. The built HTML holds the section (Gatsby renders until everything has
 * loaded); in the browser React keeps that HTML and hydrates the section once its chunk has arrived.
 */
export function lazySection<Props extends object>(load: () => Promise<SectionComponent<Props>>): SectionComponent<Props> {
  type LoadedProps = Props & { onHydrated: () => void };
  // React.lazy types its result as an exotic component; it renders like the function it loads.
  const Lazy = lazy(async () => {
    const Component = await load();
    function Hydrated({ onHydrated, ...props }: LoadedProps) {
      useEffect(onHydrated, [onHydrated]);
      return createElement(Component, props as unknown as Props);
    }
    return { default: Hydrated };
  }) as unknown as FunctionComponent<LoadedProps>;
  return function LazySection(props: Props) {
    // The loaded section's effect runs before this one when its code was already there (same commit).
    const status = useRef<"waiting" | "counted" | "done">("waiting");
    const onHydrated = useCallback(() => {
      if (status.current === "counted") partHydrated();
      status.current = "done";
    }, []);
    useEffect(() => {
      if (status.current === "waiting") {
        partHydrating();
        status.current = "counted";
      }
      return () => {
        if (status.current === "counted") partHydrated();
        status.current = "done";
      };
    }, []);
    return <Suspense fallback={null}>{createElement(Lazy, { ...props, onHydrated })}</Suspense>;
  };
}
