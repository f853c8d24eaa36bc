import { countOf } from "@common/plural";
import { ListHeading } from "@web/components/lists/list-heading";
import { EmptyList, NoneMatch } from "@web/components/lists/list-states";
import { PagedList } from "@web/components/lists/paged-list";
import { SearchField } from "@web/components/lists/search-field";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { listQueryOfFilters, usePageCount, usePagedFilters } from "@web/hooks/use-paged-filters";
import { RuleSetStandingItem } from "./rule-set-standing-item";
import { standingFiltersInAddress } from "./standing-filters";
import { useRuleSetStanding } from "./use-rule-set-standing";

const pageSize = 20;

/**
 * The requirement library's rule sets as administrators watch them: each in its current
 * version, how many users follow it and the reports against it, searched and paged on the
 * server, the search and the page kept in the address.
 */
export function AdminRequirementLibraryPage() {
  useDocumentTitle("Requirement Library");
  const address = usePagedFilters(standingFiltersInAddress);
  const { filters, filtered, changeFilters, changePage, clearFilters } = address;
  const list = useRuleSetStanding(listQueryOfFilters(filters, pageSize));
  const pages = usePageCount(address, list, pageSize);

  return (
    <PagedList
      heading={
        <ListHeading
          title="Requirement Library"
          description="Each rule set in its current version: the certifications following it, those still on an older version, and the problems users reported with it."
        />
      }
      filters={
        <search aria-label="Find rule sets" className="grid min-w-0 sm:grid-cols-2">
          <SearchField
            value={filters.search}
            placeholder="Name, credential or issuing body"
            onSearch={(search) => changeFilters({ search })}
          />
        </search>
      }
      answer={list}
      rows={(data) => data.rows}
      isEmpty={(data) => data.total === 0}
      whenEmpty={
        filtered ? (
          <NoneMatch onClear={clearFilters} icon={false}>
            No rule sets match this search
          </NoneMatch>
        ) : (
          <EmptyList>The library has no rule sets</EmptyList>
        )
      }
      label="Rule sets"
      count={(data) => countOf(data.total, "rule set", "rule sets")}
      pagination={{ page: filters.page, pages, onPage: changePage, label: "Pages of rule sets" }}
    >
      {(data) => (
        <ul className="grid min-w-0 gap-4">
          {data.rows.map((ruleSet) => (
            <RuleSetStandingItem key={ruleSet.id} ruleSet={ruleSet} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
