import { createElement, lazy, Suspense, useCallback, useEffect, useRef, useState, type FunctionComponent, type ReactElement } from "react";
import { partHydrated, partHydrating } from "../lib/pending-hydration";

type SectionComponent<Props> = (props: Props) => ReactElement | null;

/**
 * A section kind whose code only the pages that show it download. The one page template knows every
 * kind; importing them all would put every kind's code (both forms, the image runtime, the tabs) into
 * every page's first load. The built HTML holds the section (Gatsby renders until everything has
 * loaded); in the browser React keeps that HTML and hydrates the section once its chunk has arrived.
 */
export type LazySectionComponent<Props> = SectionComponent<Props> & {
  /** Loads the kind's code; a section rendered after that renders at once, without suspending. */
  preload: () => Promise<unknown>;
};

export function lazySection<Props extends object>(load: () => Promise<SectionComponent<Props>>): LazySectionComponent<Props> {
  type LoadedProps = Props & { onHydrated: () => void };
  let loaded: FunctionComponent<LoadedProps> | undefined;
  let loading: Promise<FunctionComponent<LoadedProps>> | undefined;
  const preload = () =>
    (loading ??= load().then((Component) => {
      function Hydrated({ onHydrated, ...props }: LoadedProps) {
        useEffect(onHydrated, [onHydrated]);
        return createElement(Component, props as unknown as Props);
      }
      loaded = Hydrated;
      return Hydrated;
    }));
  // React.lazy types its result as an exotic component; it renders like the function it loads.
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as FunctionComponent<LoadedProps>;
  function LazySection(props: Props) {
    // Chosen once per section: switching from Lazy to the loaded component later would remount it
    // and lose its state (what a visitor typed into a form).
    const [Component] = useState(() => loaded ?? Lazy);
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
    // The boundary stays either way, so the browser's first render matches the server's HTML.
    return <Suspense fallback={null}>{createElement(Component, { ...props, onHydrated })}</Suspense>;
  }
  return Object.assign(LazySection, { preload });
}
