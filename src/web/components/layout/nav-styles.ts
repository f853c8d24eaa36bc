/** The look of one navigation row, shared by the sidebar and the mobile menu. */
export const navItemClass =
  "flex min-h-10 w-full min-w-0 items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** The page being shown: tinted and bold, with a bar at its start edge. */
export const currentNavItemClass =
  "bg-primary/10 font-semibold text-primary shadow-[inset_3px_0_0_var(--color-primary)] hover:bg-primary/15 hover:text-primary";

/** A premium entry without premium: reachable by keyboard, but not a link. */
export const lockedNavItemClass =
  "cursor-not-allowed hover:bg-transparent hover:text-muted-foreground";

/**
 * Labels wrap inside their own column rather than cut off, so a long one stays readable in the
 * narrow sidebar, and a badge after it stays on the label's line instead of dropping below.
 */
export const navLabelClass = "min-w-0 flex-1 break-words";
