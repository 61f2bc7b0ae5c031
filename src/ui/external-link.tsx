import type { AnchorHTMLAttributes, ReactNode } from "react";
import { NewTabHint } from "./new-tab-hint";

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string; children: ReactNode };

/** A link to another site: always a new tab, never giving that site a handle on this window. */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabHint />
    </a>
  );
}
