import { useCallback, useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from "react";
import { SiteLink } from "../../ui/site-link";
import styled, { keyframes } from "styled-components";
import { Menu, X } from "lucide";
import { LayoutIcon } from "../../ui/layout-icon";
import type { SiteData } from "../../lib/use-site-data";
import { isLinkActivation } from "../../lib/use-dismiss";
import { Button } from "../../ui/button";
import { IconButton } from "../../ui/icon-button";
import { useMatchingId } from "../../island-helpers/use-matching-id";
import { FORCED_COLORS_EDGE } from "../../theme/forced-colors";
import { currentPageLook } from "../../theme/current-page";

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

/**
 * A native modal <dialog>: showModal() makes the rest of the page inert (focus stays inside),
 * Escape fires "cancel", and it sits in the top layer above the sticky header.
 */
const Sheet = styled.dialog`
  margin: 0 0 0 auto;
  width: min(22rem, 88vw);
  height: 100dvh;
  max-height: 100dvh;
  padding: 0;
  border: 0;
  border-left: ${FORCED_COLORS_EDGE};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[open] { animation: ${slideIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing}; }
  &::backdrop { background: rgba(11, 31, 58, 0.55); }
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const SheetBody = styled.nav`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul { list-style: none; margin: 0; padding: 0; }
  li a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    ${currentPageLook()}
  }
`;

type MobileNavSheetProps = { site: SiteData; pathname: string; className?: string };

/** The small-screen menu: a right-side sheet following the WAI-ARIA modal dialog pattern. */
export function MobileNavSheet({ site, pathname, className }: MobileNavSheetProps) {
  const { header } = site;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useMatchingId("menu-title");
  const sheetId = useMatchingId("menu-sheet");

  const close = useCallback((returnFocus: boolean) => {
    if (dialogRef.current?.open) dialogRef.current.close();
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const openSheet = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };

  // A navigation (including back/forward) closes the sheet; focus then belongs to the new page.
  useEffect(() => close(false), [pathname, close]);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close(true);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current)
      close(true); // a press on the backdrop
    else if (isLinkActivation(event)) close(false);
  };

  return (
    <div className={className}>
      <IconButton ref={triggerRef} aria-label={header.menuButtonLabel} aria-haspopup="dialog" aria-expanded={open} aria-controls={sheetId} onClick={openSheet}>
        <LayoutIcon icon={Menu} />
      </IconButton>
      <Sheet ref={dialogRef} id={sheetId} aria-labelledby={titleId} onCancel={onCancel} onClick={onClick}>
        <SheetHeader>
          <h2 id={titleId}>{header.sheetTitle}</h2>
          <IconButton aria-label={header.closeLabel} onClick={() => close(true)}>
            <LayoutIcon icon={X} />
          </IconButton>
        </SheetHeader>
        <SheetBody aria-labelledby={titleId}>
          {header.serviceGroups.map((group, index) => (
            <div key={index}>
              <p id={`${titleId}-group-${index}`}>{group.title}</p>
              <ul aria-labelledby={`${titleId}-group-${index}`}>
                {group.links.map((link, position) => (
                  <li key={position}>
                    <SiteLink to={link.to}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ul>
            {[header.viewAllLink, ...header.links].map((link, position) => (
              <li key={position}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
          <Button href={site.schedulerUrl} variant="corporate" fullWidth>
            {header.ctaLabel}
          </Button>
        </SheetBody>
      </Sheet>
    </div>
  );
}
