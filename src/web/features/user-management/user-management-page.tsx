import { countOf } from "@common/plural";
import { ListHeading } from "@web/components/lists/list-heading";
import { EmptyList, NoneMatch } from "@web/components/lists/list-states";
import { PagedList } from "@web/components/lists/paged-list";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { usePhoneLayout } from "@web/hooks/use-media-query";
import { listQueryOfFilters, usePageCount, usePagedFilters } from "@web/hooks/use-paged-filters";
import { useUser } from "@web/hooks/use-user";
import { useState } from "react";
import { useManagedUsers } from "./use-user-management";
import { UserFilterBar } from "./user-filter-bar";
import { userFiltersInAddress } from "./user-filters";
import { UserCards, UserTable } from "./user-table";

const pageSize = 25;

/**
 * User Management: administrators find accounts (searched, filtered and paged on the server;
 * the search and page live in the address) and act on them from each row's Manage panel.
 */
export function UserManagementPage() {
  useDocumentTitle("User Management");
  const { data: me } = useUser();
  const phone = usePhoneLayout();
  const address = usePagedFilters(userFiltersInAddress);
  const { filters, filtered, changeFilters, changePage, clearFilters } = address;
  const list = useManagedUsers(listQueryOfFilters(filters, pageSize));
  const [openId, setOpenId] = useState<number | null>(null);
  const pages = usePageCount(address, list, pageSize);

  return (
    <PagedList
      heading={
        <ListHeading
          title="User Management"
          description="Find an account, see its plan and security, and act on it. Every action is kept in the account's history."
        />
      }
      filters={<UserFilterBar filters={filters} onChange={changeFilters} />}
      answer={list}
      rows={(data) => data.rows}
      isEmpty={(data) => data.total === 0}
      whenEmpty={
        filtered ? (
          <NoneMatch onClear={clearFilters}>No users match this search</NoneMatch>
        ) : (
          <EmptyList>No users yet.</EmptyList>
        )
      }
      label="Users"
      count={(data) => countOf(data.total, "user", "users")}
      pagination={{ page: filters.page, pages, onPage: changePage, label: "Pages of users" }}
    >
      {(data) => {
        const listProps = {
          users: data.rows,
          selfId: me?.id,
          openId,
          onToggle: (userId: number) => setOpenId(openId === userId ? null : userId),
        };
        return phone ? <UserCards {...listProps} /> : <UserTable {...listProps} />;
      }}
    </PagedList>
  );
}
