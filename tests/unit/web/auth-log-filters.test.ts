import {
  filtersOfView,
  listQueryOfView,
  noAuthLogFilters,
  searchOfView,
  viewFromSearch,
} from "@web/features/auth-logs/auth-log-filters";
import { describe, expect, it } from "vitest";

const localMidnight = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toISOString();

describe("the auth log's address", () => {
  it("keeps the filters and the page, and gives them back in a fixed order", () => {
    const view = viewFromSearch(
      new URLSearchParams(
        "before=812&status=failure&username=%20Mia%20&eventType=login&ipAddress=203.0.113.7&from=2026-03-01&to=2026-03-02",
      ),
    );
    expect(view).toEqual({
      username: "Mia",
      eventType: "login",
      status: "failure",
      ipAddress: "203.0.113.7",
      from: "2026-03-01",
      to: "2026-03-02",
      before: 812,
      after: null,
    });
    expect(Object.entries(searchOfView(view))).toEqual([
      ["username", "Mia"],
      ["eventType", "login"],
      ["status", "failure"],
      ["ipAddress", "203.0.113.7"],
      ["from", "2026-03-01"],
      ["to", "2026-03-02"],
      ["before", "812"],
    ]);
  });

  it("drops what it cannot mean", () => {
    const view = viewFromSearch(
      new URLSearchParams(
        "eventType=sign-in&status=maybe&from=2026-02-30&to=soon&before=0&after=2147483648",
      ),
    );
    expect(view).toEqual(noAuthLogFilters);
    expect(viewFromSearch(new URLSearchParams("before=5&after=7"))).toMatchObject({
      before: 5,
      after: null,
    });
  });

  it("asks the API for the operator's local days, the last one included", () => {
    const view = { ...noAuthLogFilters, from: "2026-03-01", to: "2026-03-31", after: 9 };
    expect(listQueryOfView(view, 50)).toEqual({
      username: undefined,
      eventType: undefined,
      status: undefined,
      ipAddress: undefined,
      from: localMidnight(2026, 3, 1),
      to: localMidnight(2026, 4, 1),
      before: undefined,
      after: 9,
      pageSize: 50,
    });
    // A last day before the first leaves the period out (the field says why).
    expect(filtersOfView({ ...view, to: "2026-02-01" })).toMatchObject({
      from: undefined,
      to: undefined,
    });
  });
});
