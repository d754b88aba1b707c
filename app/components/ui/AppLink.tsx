import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useContext } from "react";
import { UNSAFE_NavigationContext, useLocation, useNavigate } from "react-router";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className" | "children">;
interface Props extends AnchorProps {
  /** a path inside the app, from its root ("/product/red-mug?x=1"); no relative paths */
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * A link to a path of the app, for the many links of a page (menus, footer, cards, paging).
 * React Router's `<Link>` resolves every `to` against the route matches (it supports
 * relative paths); these paths are absolute, so the href is the router's base path joined
 * to `to`, as `<Link>` would give it, and a plain click navigates on the client as it does.
 */
export function AppLink({ to, replace, preventScrollReset, onClick, target, ...rest }: Props) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const navigate = useNavigate();
  const href = withBase(basename, to);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== "_self") ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    // like <Link>: a link to the page one is on replaces the history entry
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { replace: replace ?? here === href, preventScrollReset });
  };
  return <a {...rest} href={href} onClick={click} target={target} data-discover="true" />;
}

/** `<NavLink>` for app paths: `className` may be a function of whether the link is the current page. */
export function AppNavLink({
  className,
  end,
  ...props
}: Omit<Props, "className"> & { className?: string | ((state: { isActive: boolean }) => string); end?: boolean }) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, props.to.replace(/[?#].*$/, ""), end ?? false);
  return (
    <AppLink
      {...props}
      className={typeof className === "function" ? className({ isActive }) : className}
      aria-current={isActive ? "page" : undefined}
    />
  );
}

/** The router's href for an app path: its base path joined in front (as React Router's useHref does). */
export function withBase(basename: string, to: string): string {
  if (basename === "/") return to;
  const cut = to.search(/[?#]/);
  const path = cut < 0 ? to : to.slice(0, cut);
  const rest = cut < 0 ? "" : to.slice(cut);
  return (path === "/" ? basename : `${basename}/${path}`.replace(/\/\/+/g, "/")) + rest;
}

/** NavLink's rule: the same path, or (without `end`) a path below it. Case-insensitive, as NavLink's default. */
export function isActivePath(location: string, to: string, end: boolean): boolean {
  const here = location.toLowerCase();
  const target = to.toLowerCase();
  const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === "/");
}
