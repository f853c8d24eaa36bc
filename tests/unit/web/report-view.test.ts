import { fileSizeText } from "@common/file-size";
import { rangeProblem, reportViewOf, searchOfReportView } from "@web/features/reports/report-view";
import { describe, expect, it } from "vitest";

describe("the /reports address", () => {
  it("reads the certification, cycle and dates it names", () => {
    expect(
      reportViewOf(new URLSearchParams("certification=3&cycle=2&from=2025-01-01&to=2025-06-30")),
    ).toEqual({
      certification: 3,
      cycle: 2,
      from: "2025-01-01",
      to: "2025-06-30",
    });
  });

  it("leaves at their defaults the values it cannot read", () => {
    expect(
      reportViewOf(new URLSearchParams("certification=abc&cycle=0&from=2025-02-30&to=yesterday")),
    ).toEqual({ certification: null, cycle: null, from: null, to: null });
    expect(reportViewOf(new URLSearchParams("certification=99999999999&cycle=-1"))).toMatchObject({
      certification: null,
      cycle: null,
    });
  });

  it("writes only what differs from the default, and reads back the same view", () => {
    const view = { certification: 7, cycle: null, from: "2025-03-01", to: null };
    const search = searchOfReportView(view);
    expect(search).toEqual({ certification: "7", from: "2025-03-01" });
    expect(reportViewOf(new URLSearchParams(search))).toEqual(view);
  });

  it("refuses a range that ends before it starts", () => {
    expect(rangeProblem({ from: "2025-06-01", to: "2025-05-31" })).toBe(
      "The start date must be on or before the end date",
    );
    expect(rangeProblem({ from: "2025-06-01", to: "2025-06-01" })).toBeNull();
    expect(rangeProblem({ from: null, to: "2025-06-01" })).toBeNull();
  });
});

describe("fileSizeText", () => {
  it("says a size as people read it", () => {
    expect(
      [0, 1, 999, 1000, 12_400_000, 99_960_000, 150_000_000, 2_000_000_000].map(fileSizeText),
    ).toEqual(["0 bytes", "1 byte", "999 bytes", "1 KB", "12.4 MB", "100 MB", "150 MB", "2 GB"]);
  });
});
