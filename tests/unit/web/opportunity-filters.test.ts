import {
  creditsFilterValue,
  isCreditRangeReversed,
  isFiltered,
  listQueryOf,
  noOpportunityFilters,
  opportunityFiltersInAddress,
} from "@web/features/opportunities/opportunity-filters";
import { describe, expect, it } from "vitest";

describe("the opportunities filters in the address", () => {
  it("reads back what it writes, so a reload shows the same list", () => {
    const filters = {
      search: "ethics",
      category: "Pain management",
      format: "Webinar" as const,
      minCredits: 1.5,
      maxCredits: 10,
      cost: "free" as const,
      startingFrom: "2027-03-01",
      gapsOnly: true,
      page: 3,
    };
    const search = new URLSearchParams(opportunityFiltersInAddress.toSearch(filters));
    expect(search.toString()).toBe(
      "search=ethics&category=Pain+management&format=Webinar&minCredits=1.5&maxCredits=10&cost=free&startingFrom=2027-03-01&gaps=only&page=3",
    );
    expect(opportunityFiltersInAddress.fromSearch(search)).toEqual(filters);
  });

  it("writes nothing for no filter on the first page", () => {
    expect(opportunityFiltersInAddress.toSearch(noOpportunityFilters)).toEqual({});
    expect(opportunityFiltersInAddress.fromSearch(new URLSearchParams())).toEqual(
      noOpportunityFilters,
    );
  });

  it("drops what an edited address cannot mean instead of asking the server for it", () => {
    const filters = opportunityFiltersInAddress.fromSearch(
      new URLSearchParams(
        "format=Podcast&cost=cheap&minCredits=-2&maxCredits=1.255&startingFrom=2027-02-30&gaps=yes&page=0&category=%20%20",
      ),
    );
    expect(filters).toEqual(noOpportunityFilters);
    expect(
      opportunityFiltersInAddress.fromSearch(new URLSearchParams("page=99999999999")).page,
    ).toBe(1);
  });

  it("reads credits typed in a filter as an amount of at most two decimals from 0 to 10000", () => {
    expect(creditsFilterValue("1.5")).toBe(1.5);
    expect(creditsFilterValue("0")).toBe(0);
    expect(creditsFilterValue(" ")).toBeNull();
    expect(creditsFilterValue("abc")).toBeNull();
    expect(creditsFilterValue("10001")).toBeNull();
  });

  it("counts a filter as narrowing the list, the page number not", () => {
    expect(isFiltered({ ...noOpportunityFilters, page: 4 })).toBe(false);
    expect(isFiltered({ ...noOpportunityFilters, gapsOnly: true })).toBe(true);
    expect(isFiltered({ ...noOpportunityFilters, minCredits: 0 })).toBe(true);
  });

  it("leaves out a Credits to below Credits from, which the list would refuse", () => {
    const reversed = { ...noOpportunityFilters, minCredits: 5, maxCredits: 2 };
    expect(isCreditRangeReversed(reversed)).toBe(true);
    expect(listQueryOf(reversed, 20)).toMatchObject({ minCredits: 5, maxCredits: undefined });
    const equal = { ...noOpportunityFilters, minCredits: 2, maxCredits: 2 };
    expect(isCreditRangeReversed(equal)).toBe(false);
    expect(listQueryOf(equal, 20)).toMatchObject({ minCredits: 2, maxCredits: 2 });
  });

  it("asks for matches first, or only matches with Matches my gaps on", () => {
    expect(listQueryOf(noOpportunityFilters, 20)).toMatchObject({
      gaps: "first",
      page: 1,
      pageSize: 20,
      search: undefined,
    });
    expect(listQueryOf({ ...noOpportunityFilters, gapsOnly: true }, 20).gaps).toBe("only");
  });
});
