import { authLogCountLimit, authLogPageSizes } from "@common/auth-logs";
import { plural } from "@common/plural";
import { ListHeading } from "@web/components/lists/list-heading";
import { NoneMatch } from "@web/components/lists/list-states";
import { PagedList } from "@web/components/lists/paged-list";
import { Button } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { Download } from "lucide-react";
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

  return (
    <PagedList
      heading={
        <>
          <ListHeading
            title="Auth Logs"
            description={`Sign-ins, sign-ups, MFA, password and session events, newest first. Times are in your time zone (${operatorTimeZone()}).`}
            action={
              <Button
                variant="outline"
                disabled={exporter.running}
                onClick={() => void exporter.start(filtersOfView(view))}
              >
                <Download aria-hidden="true" />
                Export CSV
              </Button>
            }
          />
          <p className="text-sm text-muted-foreground empty:hidden" aria-live="polite">
            {exporter.running &&
              `Preparing the CSV export… ${numberFormat.format(Math.round((exporter.received ?? 0) / 1024))} KB`}
            {!exporter.running && exporter.savedName && `Saved ${exporter.savedName}`}
          </p>
        </>
      }
      filters={<AuthLogFilterBar view={view} onChange={changeFilters} />}
      answer={page}
      rows={(data) => data.entries}
      isEmpty={(data) => data.entries.length === 0}
      whenEmpty={
        <>
          <NoneMatch onClear={isFiltered(view) ? clearFilters : undefined}>
            No auth log entries match these filters
          </NoneMatch>
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
      }
      label="Auth log entries"
      count={(data) => matchingText(data.matching)}
    >
      {(data) => (
        <>
          <AuthLogList entries={data.entries} />
          <AuthLogPaging page={data} atNewest={atNewest} onMove={move} />
        </>
      )}
    </PagedList>
  );
}
