import { forwardRef, type AnchorHTMLAttributes } from "react";
import { isCurrentPath, useCurrentPath } from "../lib/current-path";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link to a page of the site: a plain anchor, so it works in static HTML and in any island
 * without a router, marked `aria-current="page"` when it leads to the page being shown. Each page
 * is a document of its own (the browser fetches it whole, already rendered).
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, children, ...rest }, ref) {
  const current = isCurrentPath(to, useCurrentPath());
  return (
    <a ref={ref} href={to} aria-current={current ? "page" : undefined} {...rest}>
      {children}
    </a>
  );
});
