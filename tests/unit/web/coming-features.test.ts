import { appPageList } from "@web/app-pages";
import { comingFeatures } from "@web/features/coming-soon/coming-features";
import { describe, expect, it } from "vitest";

/** Whether the page table's route `pattern` ("/certifications/:id") opens `path`. */
function opens(pattern: string, path: string): boolean {
  const patternParts = pattern.split("/");
  const pathParts = path.split("/");
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every(
    (part, index) => part === pathParts[index] || (part.startsWith(":") && pathParts[index] !== ""),
  );
}

describe("Features Coming Soon", () => {
  it("names for each feature the page it will live at", () => {
    for (const feature of comingFeatures) {
      expect(feature.page?.path, feature.title).toMatch(/^\/[a-z0-9/-]*$/);
      expect(feature.page?.place, feature.title).toBeTruthy();
    }
  });

  it("lists only features whose page the app does not have yet", () => {
    const shipped = comingFeatures.filter((feature) =>
      appPageList.some((page) => opens(page.path, feature.page?.path ?? "")),
    );
    expect(shipped.map((feature) => feature.title)).toEqual([]);
  });

  it("does not list what already exists: the calendar feed and spreadsheet import", () => {
    const titles = comingFeatures.map((feature) => `${feature.title} ${feature.description}`);
    expect(titles.join("\n")).not.toMatch(/calendar feed|spreadsheet/i);
  });

  it("finds a page the app has, so a feature that ships fails the test", () => {
    expect(appPageList.some((page) => opens(page.path, "/settings/data"))).toBe(true);
    expect(appPageList.some((page) => opens(page.path, "/certifications/scan"))).toBe(true);
    expect(appPageList.some((page) => opens(page.path, "/team"))).toBe(false);
  });
});
