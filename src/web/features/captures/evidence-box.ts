import type { Box, PageSize } from "@common/capture/document-text";

const percent = (part: number, whole: number) =>
  `${Math.max(0, Math.min(100, (part / whole) * 100))}%`;

/**
 * Where a box read on a page is drawn over the page as shown, at any size: its left, top,
 * width and height as shares of the page, kept inside it. Nothing is drawn on a page of no size.
 */
export function evidenceBoxStyle(box: Box, page: PageSize) {
  if (page.width <= 0 || page.height <= 0) return null;
  const left = Math.max(0, box.x);
  const top = Math.max(0, box.y);
  const right = Math.min(page.width, box.x + box.width);
  const bottom = Math.min(page.height, box.y + box.height);
  if (right <= left || bottom <= top) return null;
  return {
    left: percent(left, page.width),
    top: percent(top, page.height),
    width: percent(right - left, page.width),
    height: percent(bottom - top, page.height),
  };
}
