import { plural } from "@common/plural";
import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { Spinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { usePhoneLayout } from "@web/hooks/use-media-query";
import { useUser } from "@web/hooks/use-user";
import { SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import { useManagedUsers } from "./use-user-management";
import { UserFilterBar, type UserFilterChange } from "./user-filter-bar";
import {
  isUserListFiltered,
  noUserFilters,
  searchOfUserFilters,
  userFiltersFromSearch,
  userListQueryOf,
} from "./user-filters";
import { UserCards, UserTable } from "./user-table";

const pageSize = 25;

function NoneMatch({ onClear }: { onClear: () => void }) {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No users match this search</p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </Card>
  );
}

/**
 * User Management: administrators find accounts (searched, filtered and paged on the server;
 * the search and page live in the address) and act on them from each row's Manage panel.
 */
export function UserManagementPage() {
  useDocumentTitle("User Management");
  const { data: me } = useUser();
  const phone = usePhoneLayout();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = userFiltersFromSearch(searchParams);
  const list = useManagedUsers(userListQueryOf(filters, pageSize));
  const [openId, setOpenId] = useState<number | null>(null);

  // A filter change starts from the first page and replaces the address; a page change is a
  // step Back returns from.
  const changeFilters: UserFilterChange = (change) =>
    setSearchParams(
      (current) => searchOfUserFilters({ ...userFiltersFromSearch(current), ...change, page: 1 }),
      { replace: true },
    );
  const changePage = (page: number) => {
    setSearchParams((current) => searchOfUserFilters({ ...userFiltersFromSearch(current), page }));
    window.scrollTo({ top: 0 });
  };
  const clearFilters = () => setSearchParams(searchOfUserFilters(noUserFilters), { replace: true });

  const settled = list.data && !list.isPlaceholderData ? list.data : null;
  const pages = Math.max(1, Math.ceil((settled?.total ?? 0) / pageSize));

  // An old address may ask for a page past the end: show the last one instead.
  useEffect(() => {
    if (settled && settled.total > 0 && filters.page > pages) {
      setSearchParams(
        (current) => searchOfUserFilters({ ...userFiltersFromSearch(current), page: pages }),
        { replace: true },
      );
    }
  }, [settled, filters.page, pages, setSearchParams]);

  const listProps = {
    users: list.data?.rows ?? [],
    selfId: me?.id,
    openId,
    onToggle: (userId: number) => setOpenId(openId === userId ? null : userId),
  };

  return (
    <div className="grid w-full min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">User Management</h1>
        <p className="text-sm text-muted-foreground">
          Find an account, see its plan and security, and act on it. Every action is kept in the
          account's history.
        </p>
      </div>
      <UserFilterBar filters={filters} onChange={changeFilters} />
      {!list.data && !list.isError && <Spinner className="justify-self-center" />}
      {list.isError && !list.data && (
        <ErrorDisplay error={list.error} onRetry={() => void list.refetch()} />
      )}
      {settled?.total === 0 &&
        (isUserListFiltered(filters) ? (
          <NoneMatch onClear={clearFilters} />
        ) : (
          <Card className="p-8 text-center text-sm text-muted-foreground">No users yet.</Card>
        ))}
      {list.data && list.data.rows.length > 0 && (
        <section
          aria-label="Users"
          aria-busy={list.isPlaceholderData}
          className="grid min-w-0 gap-4"
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data.total} {plural(list.data.total, "user", "users")}
            {list.isPlaceholderData && " · Updating…"}
          </p>
          {phone ? <UserCards {...listProps} /> : <UserTable {...listProps} />}
          {pages > 1 && (
            <Pagination
              page={filters.page}
              pages={pages}
              onPage={changePage}
              label="Pages of users"
            />
          )}
        </section>
      )}
    </div>
  );
}
