import { Button } from "@web/components/ui/button";
import { ChevronLeft, ChevronRight } from "lucide-react";

/**
 * Previous / Next with "Page X of Y" between them. From a page past the end (an old link),
 * Previous leads to the last page.
 */
export function Pagination({
  page,
  pages,
  onPage,
  label = "Pagination",
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's name, when a page has more than one list. */
  label?: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
