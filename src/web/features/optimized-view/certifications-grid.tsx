import { certificationStatusLabels } from "@common/certifications/certification";
import { formatCredits } from "@common/certifications/credit-amount";
import {
  type OptimizedViewRow,
  type OptimizedViewSort,
  optimizedViewColumnLabels,
  type SortDirection,
} from "@common/optimized-view";
import { useVirtualizer } from "@tanstack/react-virtual";
import { DeadlineStatusBadge } from "@web/components/certifications/deadline-status-badge";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { ArrowDown, ArrowUp, ArrowUpDown, LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "wouter";

/** Every row is this tall, so the scroll bar is exact before the rows are fetched. */
export const rowHeight = 56;
/** Ask for the next page this many rows before the last one fetched comes into view. */
const fetchAhead = 30;

const columns: { sort: OptimizedViewSort; width: string; numeric?: boolean }[] = [
  { sort: "holder", width: "minmax(11rem, 1.3fr)" },
  { sort: "name", width: "minmax(11rem, 1.5fr)" },
  { sort: "provider", width: "minmax(9rem, 1fr)" },
  { sort: "expiration", width: "8.5rem" },
  { sort: "reportingPeriodEnd", width: "9.5rem" },
  { sort: "creditsEarned", width: "7.5rem", numeric: true },
  { sort: "creditsRequired", width: "8rem", numeric: true },
  { sort: "status", width: "11rem" },
];
const gridColumns = columns.map((column) => column.width).join(" ");

const ariaSort = { asc: "ascending", desc: "descending" } as const;

function SortHeader({
  sort,
  numeric,
  current,
  direction,
  onSort,
}: {
  sort: OptimizedViewSort;
  numeric?: boolean;
  current: OptimizedViewSort;
  direction: SortDirection;
  onSort: (sort: OptimizedViewSort) => void;
}) {
  const active = sort === current;
  const Icon = active ? (direction === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? ariaSort[direction] : "none"}
      className={cn("flex items-center px-2", numeric && "justify-end")}
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        className="inline-flex items-center gap-1 rounded-sm px-1 py-1 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {optimizedViewColumnLabels[sort]}
        <Icon
          className={cn("size-3.5 shrink-0", active ? "text-foreground" : "opacity-50")}
          aria-hidden="true"
        />
      </button>
    </th>
  );
}

function Cell({ children, numeric }: { children: ReactNode; numeric?: boolean }) {
  return (
    <td
      className={cn(
        "flex min-w-0 flex-col justify-center px-3 text-sm",
        numeric && "items-end tabular-nums",
      )}
    >
      {children}
    </td>
  );
}

const muted = <span className="text-muted-foreground">—</span>;

function CertificationCells({ row }: { row: OptimizedViewRow }) {
  return (
    <>
      <Cell>
        {/* Administrators find the holder in User Management; a holder's own pages stay theirs. */}
        <Link
          href={`/settings/users?q=${encodeURIComponent(row.holder.username)}`}
          className="truncate font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.holder.username}
        </Link>
        {row.holder.fullName && (
          <span className="truncate text-xs text-muted-foreground">{row.holder.fullName}</span>
        )}
      </Cell>
      <Cell>
        <span className="truncate font-medium">{row.name}</span>
      </Cell>
      <Cell>
        <span className="truncate">{row.provider ?? muted}</span>
      </Cell>
      <Cell>{row.expirationDate ? formatDate(row.expirationDate) : muted}</Cell>
      <Cell>{row.reportingPeriodEnd ? formatDate(row.reportingPeriodEnd) : muted}</Cell>
      <Cell numeric>
        <span>
          {formatCredits(row.creditsEarned)} <span className="sr-only">{row.creditsUnit}</span>
        </span>
      </Cell>
      <Cell numeric>
        <span>
          {formatCredits(row.creditsRequired)}{" "}
          <span className="text-xs text-muted-foreground">{row.creditsUnit}</span>
        </span>
      </Cell>
      <Cell>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span>{certificationStatusLabels[row.status]}</span>
          <DeadlineStatusBadge status={row.progress} />
        </span>
      </Cell>
    </>
  );
}

/**
 * The certifications of every user as one table, virtualized: only the rows in view (and a
 * few around them) are in the page, whatever the length of the list, and the next page is
 * fetched before the last fetched row scrolls into view. The header stays on top; on a phone
 * the table scrolls sideways inside its frame. Table semantics say the whole list's size
 * (`aria-rowcount`) and each row's place in it (`aria-rowindex`), since most rows are absent.
 */
export function CertificationsGrid({
  rows,
  rowCount,
  hasMore,
  fetchingMore,
  onNeedMore,
  sort,
  direction,
  onSort,
  resetKey,
}: {
  rows: OptimizedViewRow[];
  /** The number of rows of the whole list when known exactly, else null. */
  rowCount: number | null;
  hasMore: boolean;
  fetchingMore: boolean;
  onNeedMore: () => void;
  sort: OptimizedViewSort;
  direction: SortDirection;
  onSort: (sort: OptimizedViewSort) => void;
  /** Changes when the list is asked again (filters, order): the table scrolls back to the top. */
  resetKey: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length + (hasMore ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !fetchingMore && lastInView >= rows.length - fetchAhead) onNeedMore();
  }, [hasMore, fetchingMore, lastInView, rows.length, onNeedMore]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts at the top
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [resetKey]);

  return (
    <section
      ref={scroller}
      aria-label="Certifications of every user, scrollable"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls with the keyboard
      tabIndex={0}
      className="relative h-[70vh] min-h-80 overflow-auto rounded-md border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {/* Rows are placed by CSS grid (a virtualized table cannot use table layout); the
          elements stay a table's, so assistive technology reads a table. */}
      <table
        aria-label="Certifications"
        aria-rowcount={rowCount === null ? -1 : rowCount + 1}
        className="grid min-w-[72rem]"
      >
        <thead className="sticky top-0 z-10 grid border-b bg-muted">
          <tr aria-rowindex={1} className="grid h-11" style={{ gridTemplateColumns: gridColumns }}>
            {columns.map((column) => (
              <SortHeader
                key={column.sort}
                sort={column.sort}
                numeric={column.numeric}
                current={sort}
                direction={direction}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody className="relative grid" style={{ height: `${virtualizer.getTotalSize()}px` }}>
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <tr
                key={row ? row.id : "more"}
                aria-rowindex={item.index + 2}
                className="absolute inset-x-0 top-0 grid border-b hover:bg-muted/50"
                style={{
                  height: `${rowHeight}px`,
                  transform: `translateY(${item.start}px)`,
                  gridTemplateColumns: gridColumns,
                }}
              >
                {row ? (
                  <CertificationCells row={row} />
                ) : (
                  <td className="col-span-full flex items-center gap-2 px-3 text-sm text-muted-foreground">
                    <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
                    Loading more…
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
