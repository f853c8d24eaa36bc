import { authLogCountLimit, authLogPageSizes } from "@common/auth-logs";
import { plural } from "@common/plural";
import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { Download, SearchX } from "lucide-react";
import { useSearchParams } from "wouter";
import { AuthLogFilterBar, type AuthLogFilterChange } from "./auth-log-filter-bar";
import {
  filtersOfView,
  isFiltered,
  listQueryOfView,
  noAuthLogFilters,
  searchOfView,
  viewFromSearch,
} from "./auth-log-filters";
import { AuthLogList } from "./auth-log-list";
import { type AuthLogPageMove, AuthLogPaging } from "./auth-log-paging";
import { operatorTimeZone } from "./auth-log-texts";
import { useAuthLogExport } from "./use-auth-log-export";
import { useAuthLogPage } from "./use-auth-logs";

const numberFormat = new Intl.NumberFormat("en-US");

function matchingText({ count, atLeast }: { count: number; atLeast: boolean }): string {
  const shown = `${numberFormat.format(count)}${atLeast ? "+" : ""}`;
  return `${shown} ${plural(atLeast ? authLogCountLimit : count, "entry", "entries")}`;
}

function NoneMatch({ onClear, filtered }: { onClear: () => void; filtered: boolean }) {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No auth log entries match these filters</p>
      {filtered && (
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Card>
  );
}

/**
 * Every sign-in, sign-up, MFA, password and session event, newest first, for the operator:
 * filtered and paged on the server, the filters and the page kept in the address, each entry's
 * details in a dialog, the filtered entries exported as CSV.
 */
export function AuthLogsPage() {
  useDocumentTitle("Auth Logs");
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewFromSearch(searchParams);
  const page = useAuthLogPage(listQueryOfView(view, authLogPageSizes.default));
  const exporter = useAuthLogExport();

  // A filter change starts from the newest entries and replaces the address; a page change
  // is a step Back returns from.
  const changeFilters: AuthLogFilterChange = (change) =>
    setSearchParams(
      (current) =>
        searchOfView({ ...viewFromSearch(current), ...change, before: null, after: null }),
      { replace: true },
    );
  const move = (cursor: AuthLogPageMove) => {
    setSearchParams((current) => searchOfView({ ...viewFromSearch(current), ...cursor }));
    window.scrollTo({ top: 0 });
  };
  const clearFilters = () => setSearchParams(searchOfView(noAuthLogFilters), { replace: true });
  const atNewest = view.before === null && view.after === null;
  const settled = page.data && !page.isPlaceholderData ? page.data : null;

  return (
    <div className="grid w-full min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Auth Logs</h1>
          <p className="text-sm text-muted-foreground">
            Sign-ins, sign-ups, MFA, password and session events, newest first. Times are in your
            time zone ({operatorTimeZone()}).
          </p>
        </div>
        <Button
          variant="outline"
          disabled={exporter.running}
          onClick={() => void exporter.start(filtersOfView(view))}
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      <p className="text-sm text-muted-foreground empty:hidden" aria-live="polite">
        {exporter.running &&
          `Preparing the CSV export… ${numberFormat.format(Math.round((exporter.received ?? 0) / 1024))} KB`}
        {!exporter.running && exporter.savedName && `Saved ${exporter.savedName}`}
      </p>
      <AuthLogFilterBar view={view} onChange={changeFilters} />
      {!page.data && !page.isError && <Spinner className="justify-self-center" />}
      {page.isError && !page.data && (
        <ErrorDisplay error={page.error} onRetry={() => void page.refetch()} />
      )}
      {settled?.entries.length === 0 && (
        <>
          <NoneMatch onClear={clearFilters} filtered={isFiltered(view)} />
          {!atNewest && (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => move({ before: null, after: null })}
            >
              Newest entries
            </Button>
          )}
        </>
      )}
      {page.data && page.data.entries.length > 0 && (
        <section
          aria-label="Auth log entries"
          aria-busy={page.isPlaceholderData}
          className="grid min-w-0 gap-4"
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {matchingText(page.data.matching)}
            {page.isPlaceholderData && " · Updating…"}
          </p>
          <AuthLogList entries={page.data.entries} />
          <AuthLogPaging page={page.data} atNewest={atNewest} onMove={move} />
        </section>
      )}
    </div>
  );
}
