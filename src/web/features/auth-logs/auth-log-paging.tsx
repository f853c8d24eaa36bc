import type { AuthLogPage } from "@common/auth-logs";
import { Button } from "@web/components/ui/button";
import { ChevronLeft, ChevronRight, ChevronsLeft } from "lucide-react";

export type AuthLogPageMove = { before: number | null; after: number | null };

/**
 * Newest / Newer / Older: the log is read by keyset, a page after or before an entry, so there
 * are no page numbers; `atNewest` is the first page (no cursor in the address).
 */
export function AuthLogPaging({
  page,
  atNewest,
  onMove,
}: {
  page: AuthLogPage;
  atNewest: boolean;
  onMove: (move: AuthLogPageMove) => void;
}) {
  return (
    <nav
      aria-label="Pages of the auth log"
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <Button
        variant="outline"
        disabled={atNewest}
        onClick={() => onMove({ before: null, after: null })}
      >
        <ChevronsLeft aria-hidden="true" />
        Newest
      </Button>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={page.newer === null}
          onClick={() => onMove({ before: null, after: page.newer })}
        >
          <ChevronLeft aria-hidden="true" />
          Newer
        </Button>
        <Button
          variant="outline"
          disabled={page.older === null}
          onClick={() => onMove({ before: page.older, after: null })}
        >
          Older
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
