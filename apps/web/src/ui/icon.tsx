import type { LucideIcon } from 'lucide-react';
import './icon.css';

/** The two sizes icons come in: `sm` beside body text, `md` on a button of its own. */
export type IconSize = 'sm' | 'md';

interface IconProps {
  /** a Lucide icon, imported by name so only the icons in use are bundled */
  icon: LucideIcon;
  size?: IconSize;
  /**
   * What the icon says when nothing else says it (an icon-only control already named by its
   * `aria-label` does not need one). Without it the icon is decoration and hidden from assistive
   * technology.
   */
  label?: string;
  /** a filled shape (a full rating star, a saved heart) rather than an outline */
  filled?: boolean;
  className?: string;
}

/** One icon from the portal's one icon set (Lucide), at a token size, in the text's colour. */
export function Icon({ icon: Glyph, size = 'sm', label, filled = false, className }: IconProps) {
  const classes = ['icon', `icon--${size}`, filled ? 'icon--filled' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return label ? (
    <Glyph className={classes} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph className={classes} aria-hidden="true" focusable="false" />
  );
}
