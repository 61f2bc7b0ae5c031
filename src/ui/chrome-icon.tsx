import type { LucideIcon } from "lucide-react";

type ChromeIconProps = { icon: LucideIcon; size?: number; className?: string };

/**
 * A decorative icon the layout chooses (a date, a phone number), not the content: one lucide
 * component, bundled alone, drawn like the icons named in data/ (src/ui/icon.tsx).
 */
export function ChromeIcon({ icon: Glyph, size = 24, className }: ChromeIconProps) {
  return <Glyph aria-hidden="true" focusable="false" size={size} strokeWidth={1.75} className={className} />;
}
