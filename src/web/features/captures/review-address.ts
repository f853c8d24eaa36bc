/**
 * Where the review screen goes back to: a path of this app given as `from` (the certification
 * page the files were dropped on), else the inbox. Anything else (another site, `//host`) is
 * ignored, so a link cannot send the user away.
 */
export function reviewReturnPath(from: string | null): string {
  if (from?.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\")) return from;
  return "/captures";
}

/** The review screen of capture `id`, going back to `from` once done. */
export function reviewPath(id: number, from?: string): string {
  return from ? `/captures/${id}?from=${encodeURIComponent(from)}` : `/captures/${id}`;
}
