export interface IconProps {
  /** The path data, from `icons/` (or a list's own, like the admin menu's). */
  path: string;
  size?: number;
  strokeWidth?: number;
  /** Round line ends and corners. */
  rounded?: boolean;
  className?: string;
}

/**
 * A small stroked icon in a 24×24 view box, decorative, so hidden from assistive technology: the
 * button or link that holds it carries the name. `Icon.astro` draws the same markup on the pages.
 *
 * The islands on every page (the header's cart link and session menu) and the add-to-cart button
 * keep their few inline lines instead: this component is a chunk of its own once two islands share
 * it, about 0.3 KiB that /cart's and the shop pages' JS budgets have no room for.
 */
export default function Icon({ path, size = 18, strokeWidth = 2.2, rounded = true, className }: IconProps) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={rounded ? 'round' : undefined}
      strokeLinejoin={rounded ? 'round' : undefined}
    >
      <path d={path} />
    </svg>
  );
}
