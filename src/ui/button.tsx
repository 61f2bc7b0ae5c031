import type { ButtonHTMLAttributes, ReactNode } from "react";
import { SiteLink } from "./site-link";
import styled, { css, type DefaultTheme } from "styled-components";
import { NewTabHint } from "./new-tab-hint";

/** The variants editors may give a button (`variant` in data/schemas/sections.schema.json, the GraphQL enum ActionVariant), and one for code only. */
export type ButtonVariant = Queries.ActionVariant | "destructive";
export type ButtonSize = "default" | "sm" | "lg" | "icon";

type StyleProps = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean };

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  default: (t) => css`
    background: ${t.colors.primary};
    color: ${t.colors.onDark};
    &:hover { background: ${t.colors.primaryHover}; color: ${t.colors.onDark}; }
  `,
  destructive: (t) => css`
    background: ${t.colors.danger};
    color: ${t.colors.onDark};
    &:hover { filter: brightness(0.92); color: ${t.colors.onDark}; }
  `,
  outline: (t) => css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover { background: ${t.colors.primarySoft}; color: ${t.colors.primaryHover}; }
  `,
  secondary: (t) => css`
    background: ${t.colors.surfaceAlt};
    color: ${t.colors.text};
    &:hover { background: ${t.colors.border}; color: ${t.colors.text}; }
  `,
  ghost: (t) => css`
    background: transparent;
    color: inherit;
    &:hover { background: ${t.colors.surfaceAlt}; color: ${t.colors.text}; }
  `,
  link: (t) => css`
    background: transparent;
    color: ${t.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    &:hover { color: ${t.colors.primaryHover}; }
  `,
  corporate: (t) => css`
    background: ${t.gradients.corporate};
    color: ${t.colors.onDark};
    box-shadow: ${t.shadows.card};
    &:hover { box-shadow: ${t.shadows.raised}; color: ${t.colors.onDark}; }
  `,
  hero: (t) => css`
    background: ${t.colors.accentBright};
    color: ${t.colors.navy};
    box-shadow: ${t.shadows.card};
    &:hover { background: #fbbf24; color: ${t.colors.navy}; }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`min-height: 2.75rem; padding: 0.625rem 1.25rem;`,
  sm: css`min-height: 2.25rem; padding: 0.375rem 0.875rem; font-size: ${({ theme }) => theme.fontSizes.sm};`,
  lg: css`min-height: 3.25rem; padding: 0.75rem 1.75rem;`,
  icon: css`width: 2.75rem; height: 2.75rem; padding: 0;`,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${({ $fullWidth }) => ($fullWidth ? "100%" : "auto")};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, box-shadow ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  ${({ $size }) => sizes[$size]}
  ${({ theme, $variant }) => variants[$variant](theme)}

  &:disabled, &[aria-disabled="true"] { opacity: 0.65; cursor: not-allowed; }
`;

const StyledButton = styled.button<StyleProps>`${buttonStyles}`;
const StyledLink = styled(SiteLink)<StyleProps>`${buttonStyles}`;
const StyledAnchor = styled.a<StyleProps>`${buttonStyles}`;

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
};

/** A page of this site (src/ui/site-link.tsx). */
type InternalLinkProps = CommonProps & { to: string };
/** A plain anchor: absolute URLs open in a new tab; a site path here means a deliberate full page load. */
type AnchorProps = CommonProps & { href: string };
type NativeButtonProps = CommonProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps>;

export type ButtonProps = InternalLinkProps | AnchorProps | NativeButtonProps;

export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//.test(href);
}

export function Button(props: ButtonProps) {
  const { variant = "default", size = "default", fullWidth = false, children, ...rest } = props;
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth };
  if ("to" in rest) {
    return (
      <StyledLink {...style} {...rest}>
        {children}
      </StyledLink>
    );
  }
  if ("href" in rest) {
    const external = isExternalUrl(rest.href);
    return (
      <StyledAnchor {...style} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
        {external && <NewTabHint />}
      </StyledAnchor>
    );
  }
  const { type = "button", ...buttonProps } = rest as Omit<NativeButtonProps, keyof CommonProps>;
  return (
    <StyledButton {...style} type={type} {...buttonProps}>
      {children}
    </StyledButton>
  );
}
