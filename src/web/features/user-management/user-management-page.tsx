import { plural } from "@common/plural";
import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { Spinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { usePhoneLayout } from "@web/hooks/use-media-query";
import { type FiltersInAddress, usePageCount, usePagedFilters } from "@web/hooks/use-paged-filters";
import { useUser } from "@web/hooks/use-user";
import { SearchX } from "lucide-react";
import { useState } from "react";
import { useManagedUsers } from "./use-user-management";
import { UserFilterBar } from "./user-filter-bar";
import {
  isUserListFiltered,
  noUserFilters,
  searchOfUserFilters,
  userFiltersFromSearch,
  userListQueryOf,
} from "./user-filters";
import { UserCards, UserTable } from "./user-table";

const pageSize = 25;

const userFiltersInAddress: FiltersInAddress<ReturnType<typeof userFiltersFromSearch>> = {
  fromSearch: userFiltersFromSearch,
  toSearch: searchOfUserFilters,
  none: noUserFilters,
};

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
  const address = usePagedFilters(userFiltersInAddress);
  const { filters, changeFilters, changePage, clearFilters } = address;
  const list = useManagedUsers(userListQueryOf(filters, pageSize));
  const [openId, setOpenId] = useState<number | null>(null);

  // The page shown for a settled answer (not the previous page kept while the next one loads).
  const settled = list.data && !list.isPlaceholderData ? list.data : null;
  const pages = usePageCount(address, settled?.total, pageSize);

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
