import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { SiteLink } from "../../ui/site-link";
import styled from "styled-components";
import { ChevronDown } from "lucide";
import { LayoutIcon } from "../../ui/layout-icon";
import type { SiteData } from "../../lib/use-site-data";
import { isLinkActivation, useDismissOnOutsidePress } from "../../lib/use-dismiss";
import { NavButton } from "./nav-item";
import { currentPageLook } from "../../theme/current-page";
import { useMatchingId } from "../../island-helpers/use-matching-id";

const Wrapper = styled.div`
  position: relative;
`;

const Chevron = styled(LayoutIcon)<{ $open: boolean }>`
  transition: transform ${({ theme }) => theme.motion.fast};
  transform: rotate(${({ $open }) => ($open ? "180deg" : "0deg")});
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  left: 50%;
  transform: translateX(-50%);
  width: min(40rem, 90vw);
  /* The header is sticky, so the page's scroll never reaches a panel taller than the window: the
     panel scrolls itself instead (a focused link scrolls into view, the page stays put). */
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 1rem);
  max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight} - 1rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.lg};

  &[hidden] { display: none; }
`;

const GroupTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0.25rem 0.5rem;
    margin-inline: -0.5rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    ${currentPageLook()}
  }
  a:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const ViewAll = styled(SiteLink)`
  grid-column: 1 / -1;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${currentPageLook()}
`;

type ServicesDisclosureProps = { header: SiteData["header"]; pathname: string };

/**
 * WAI-ARIA disclosure navigation (a button with aria-expanded that shows a list of links), not a
 * role=menu: these are ordinary links and must behave like them for keyboard and screen readers.
 */
export function ServicesDisclosure({ header, pathname }: ServicesDisclosureProps) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useMatchingId("services-panel");
  const close = useCallback(() => setOpen(false), []);

  useDismissOnOutsidePress(wrapperRef, open, close);
  useEffect(close, [pathname, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!wrapperRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Wrapper ref={wrapperRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <NavButton ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {header.servicesLabel}
        <Chevron $open={open} icon={ChevronDown} size={16} />
      </NavButton>
      <Panel id={panelId} hidden={!open} onClick={(event) => isLinkActivation(event) && close()}>
        {header.serviceGroups.map((group, index) => (
          <div key={index}>
            <GroupTitle id={`${panelId}-group-${index}`}>{group.title}</GroupTitle>
            <LinkList aria-labelledby={`${panelId}-group-${index}`}>
              {group.links.map((link, position) => (
                <li key={position}>
                  <SiteLink to={link.to}>{link.label}</SiteLink>
                </li>
              ))}
            </LinkList>
          </div>
        ))}
        <ViewAll to={header.viewAllLink.to}>{header.viewAllLink.label}</ViewAll>
      </Panel>
    </Wrapper>
  );
}
