import { forwardRef, useContext, type HTMLAttributes } from "react";
import { InBrowserIsland } from "./island-context";

/**
 * A box inside an island whose content is static: the server renders its children; in the browser
 * the island does not have them (they are not props) and React keeps the server's HTML as it is,
 * neither hydrating nor replacing it. The island can still set the box's own attributes.
 */
export const StaticChildren = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function StaticChildren({ children, ...attributes }, ref) {
  const inBrowserIsland = useContext(InBrowserIsland);
  if (inBrowserIsland) return <div ref={ref} {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  return (
    <div ref={ref} {...attributes}>
      {children}
    </div>
  );
});
