import spriteUrl from "virtual:icon-sprite";
import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type LucideIcon = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

/** An a11y prop makes the icon meaningful; without one it is hidden from assistive tech (as lucide does). */
function labelled(props: IconProps): boolean {
  for (const key in props)
    if ((key.startsWith("aria-") || key === "role" || key === "title") && props[key as keyof IconProps] != null) return true;
  return false;
}

/**
 * A lucide icon drawn from the sprite (scripts/icon-sprite.ts): `<svg><use href="…#name"/></svg>`,
 * its stroke and fill from `svg.lucide` in app.css, so classes like `fill-amber-400` work as before.
 */
export function spriteIcon(name: string): LucideIcon {
  const base = `lucide lucide-${name}`;
  const href = `${spriteUrl}#${name}`;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon when icon-set.tsx loads, never during a render
  function Icon({ className, size = 24, ...rest }: IconProps) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller names it with an aria-label, role or title
      <svg
        width={size}
        height={size}
        className={className ? `${base} ${className}` : base}
        aria-hidden={labelled(rest) ? undefined : "true"}
        {...rest}
      >
        <use href={href} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
