import { useContext, useId, type ComponentType, type ReactNode } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_SCOPE_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE, type HydrateWhen } from "./attributes";
import { InBrowserIsland, IslandScope } from "./island-context";
import { StaticChildren } from "./static-children";
import { idSafe } from "../lib/id-safe";

export type IslandDeclaration<Props extends object> = {
  /** The module's file name without `.island.tsx`: the browser finds the code by it. */
  name: string;
  when: HydrateWhen;
  /** Renders the island; its props must survive JSON (they travel in the HTML), children excepted. */
  Component: ComponentType<Props>;
};

export type IslandComponent<Props extends object> = ComponentType<Props & { children?: ReactNode }> & {
  readonly island: IslandDeclaration<Props>;
};

/**
 * Declares an interactive part of a page, in a module of its own named `<name>.island.tsx` whose
 * default export is this function's result. Everything else on a page is server HTML and CSS only:
 * no code of a static section ever runs in the browser. The server renders the island inside a
 * box (`display: contents`, so it adds nothing to the layout) that names it, says when it
 * hydrates and holds its props; the browser loads the module and hydrates the box
 * (./hydrate-islands.tsx). Children, if any, are static content rendered on the server only
 * (./static-children.tsx).
 */
export function defineIsland<Props extends object>(declaration: IslandDeclaration<Props>): IslandComponent<Props> {
  const { name, when, Component } = declaration;
  function Island(props: Props & { children?: ReactNode }) {
    const inBrowserIsland = useContext(InBrowserIsland);
    const scope = `${name}-${idSafe(useId())}`;
    const { children: _static, ...data } = props;
    const attributes = {
      [ISLAND_ATTRIBUTE]: name,
      [ISLAND_WHEN_ATTRIBUTE]: when,
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(data),
      [ISLAND_SCOPE_ATTRIBUTE]: scope,
      style: { display: "contents" },
    };
    // An island inside another that React renders in the browser: its HTML stays, it hydrates on its own.
    if (inBrowserIsland) return <StaticChildren {...attributes} />;
    return (
      <div {...attributes}>
        <IslandScope.Provider value={scope}>
          <Component {...props} />
        </IslandScope.Provider>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: declaration });
}
