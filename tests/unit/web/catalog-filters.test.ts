import {
  catalogFiltersInAddress,
  noCatalogFilters,
} from "@web/features/opportunity-catalog/catalog-filters";
import { isFilteredBeyond, listQueryOfFilters } from "@web/hooks/use-paged-filters";
import { describe, expect, it } from "vitest";

const read = (query: string) => catalogFiltersInAddress.fromSearch(new URLSearchParams(query));

describe("the catalog filters in the address", () => {
  it("reads back what it writes, so a reload shows the same list", () => {
    const filters = {
      search: "ethics",
      category: "Pain management",
      status: "finished" as const,
      page: 3,
    };
    const search = catalogFiltersInAddress.toSearch(filters);
    expect(search).toEqual({
      search: "ethics",
      category: "Pain management",
      status: "finished",
      page: "3",
    });
    expect(read(new URLSearchParams(search).toString())).toEqual(filters);
  });

  it("writes nothing for no filter on the first page", () => {
    expect(catalogFiltersInAddress.toSearch(noCatalogFilters)).toEqual({});
    expect(read("")).toEqual(noCatalogFilters);
    expect(isFilteredBeyond(noCatalogFilters, noCatalogFilters)).toBe(false);
    expect(isFilteredBeyond({ ...noCatalogFilters, page: 4 }, noCatalogFilters)).toBe(false);
    expect(isFilteredBeyond({ ...noCatalogFilters, status: "current" }, noCatalogFilters)).toBe(
      true,
    );
  });

  it("drops what the address cannot mean rather than sending it", () => {
    expect(read("status=old&page=0&category=%20%20&search=%20")).toEqual(noCatalogFilters);
    expect(read("page=2.5").page).toBe(1);
    expect(read("page=99999").page).toBe(1);
    expect(read(`search=${"a".repeat(300)}`).search).toHaveLength(200);
    expect(read(`category=${"b".repeat(150)}`).category).toHaveLength(100);
  });

  it("asks the API for the page with only the filters set", () => {
    expect(listQueryOfFilters(noCatalogFilters, 20)).toEqual({
      search: undefined,
      category: undefined,
      status: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(
      listQueryOfFilters({ search: "tax", category: "Taxation", status: "current", page: 2 }, 20),
    ).toEqual({ search: "tax", category: "Taxation", status: "current", page: 2, pageSize: 20 });
  });
});
