import { ErrorDisplay } from "@web/components/error-display";
import { Pagination } from "@web/components/ui/pagination";
import { Spinner } from "@web/components/ui/spinner";
import type { ReactNode } from "react";

/** What a list page needs of its query's state (TanStack Query's result). */
export type ListAnswer<Data> = {
  data: Data | undefined;
  isError: boolean;
  error: unknown;
  /** The previous page's answer is shown while the next one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** Page numbers under the rows, shown when there is more than one page. */
export type NumberedPages = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's name: "Pages of users". */
  label: string;
};

/**
 * A list page: its heading and filters, a spinner until the first answer, the error with Try
 * again, `whenEmpty` (the empty or the no-match state) for a settled answer without rows, else
 * the count ("· Updating…" while the next page loads), the rows and the pages.
 */
export function PagedList<Data>({
  heading,
  filters,
  answer,
  rows,
  isEmpty,
  label,
  count,
  whenEmpty,
  pagination,
  children,
}: {
  heading: ReactNode;
  filters: ReactNode;
  answer: ListAnswer<Data>;
  /** The rows of an answer. */
  rows: (data: Data) => readonly unknown[];
  /** Whether nothing at all matches (not merely this page: a page past the end moves back). */
  isEmpty: (data: Data) => boolean;
  /** The name of the rows' region: "Users". */
  label: string;
  count: (data: Data) => ReactNode;
  whenEmpty: ReactNode;
  pagination?: NumberedPages;
  /** The rows, and any paging of the list's own. */
  children: (data: Data) => ReactNode;
}) {
  const { data, isError, error, isPlaceholderData } = answer;
  return (
    <div className="grid w-full min-w-0 gap-6">
      {heading}
      {filters}
      {!data && !isError && <Spinner className="justify-self-center" />}
      {isError && !data && <ErrorDisplay error={error} onRetry={() => void answer.refetch()} />}
      {data && !isPlaceholderData && isEmpty(data) && whenEmpty}
      {data && rows(data).length > 0 && (
        <section aria-label={label} aria-busy={isPlaceholderData} className="grid min-w-0 gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {count(data)}
            {isPlaceholderData && " · Updating…"}
          </p>
          {children(data)}
          {pagination && pagination.pages > 1 && (
            <Pagination
              page={pagination.page}
              pages={pagination.pages}
              onPage={pagination.onPage}
              label={pagination.label}
            />
          )}
        </section>
      )}
    </div>
  );
}
