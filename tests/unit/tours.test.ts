import { tourNames } from "@common/tour-names";
import {
  addCompletedTours,
  completedToursKey,
  getCompletedTours,
  isTourCompleted,
  markTourCompleted,
  resetAllTours,
  resetTour,
  subscribeToCompletedTours,
} from "@web/tours/completed-tours";
import {
  getCurrentTour,
  markTourRunning,
  requestTour,
  startTour,
  stopTour,
} from "@web/tours/current-tour";
import { pageTourAt, tours } from "@web/tours/tours";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let items: Map<string, string>;

function useStorage(initial: Record<string, string> = {}) {
  items = new Map(Object.entries(initial));
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
}

function stored(): unknown {
  const raw = items.get(completedToursKey);
  return raw === undefined ? undefined : JSON.parse(raw);
}

beforeEach(() => useStorage());

afterEach(() => {
  const current = getCurrentTour();
  if (current) stopTour(current.name);
  vi.unstubAllGlobals();
});

describe("completed tours", () => {
  it("reads nothing completed when the value is missing", () => {
    expect(getCompletedTours()).toEqual([]);
    expect(isTourCompleted("dashboard")).toBe(false);
  });

  it.each(["not json", "{}", '"dashboard"', "null", "42"])(
    "reads a corrupt value (%s) as nothing completed, and writes over it",
    (raw) => {
      useStorage({ [completedToursKey]: raw });
      expect(getCompletedTours()).toEqual([]);
      markTourCompleted("calendar");
      expect(stored()).toEqual(["calendar"]);
    },
  );

  it("keeps only the names in a mixed array, each once", () => {
    useStorage({ [completedToursKey]: JSON.stringify(["dashboard", 3, null, "dashboard"]) });
    expect(getCompletedTours()).toEqual(["dashboard"]);
  });

  it("adds a finished or skipped tour to the stored JSON array once", () => {
    markTourCompleted("dashboard");
    markTourCompleted("add-credit");
    markTourCompleted("dashboard");
    expect(stored()).toEqual(["dashboard", "add-credit"]);
    expect(isTourCompleted("add-credit")).toBe(true);
  });

  it("adds the account's completed tours to the browser's, each once, keeping its own", () => {
    useStorage({ [completedToursKey]: JSON.stringify(["calendar", "old-tour"]) });
    addCompletedTours(["dashboard", "calendar", "dashboard"]);
    expect(stored()).toEqual(["calendar", "old-tour", "dashboard"]);
    expect(isTourCompleted("dashboard")).toBe(true);
  });

  it("resets one tour and keeps the others, including names it does not know", () => {
    useStorage({ [completedToursKey]: JSON.stringify(["reports", "old-tour", "settings"]) });
    resetTour("reports");
    expect(stored()).toEqual(["old-tour", "settings"]);
    expect(isTourCompleted("reports")).toBe(false);
  });

  it("resets all tours", () => {
    markTourCompleted("dashboard");
    markTourCompleted("calendar");
    resetAllTours();
    expect(tourNames.some((name) => isTourCompleted(name))).toBe(false);
  });

  it("tells subscribers about each change and answers the same list while nothing changes", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCompletedTours(listener);
    const before = getCompletedTours();
    expect(getCompletedTours()).toBe(before);
    markTourCompleted("settings");
    resetTour("settings");
    resetAllTours();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    markTourCompleted("settings");
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("keeps completion for the page's life when the browser refuses storage", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    });
    expect(isTourCompleted("calendar")).toBe(false);
    markTourCompleted("calendar");
    expect(isTourCompleted("calendar")).toBe(true);
    resetAllTours();
    expect(isTourCompleted("calendar")).toBe(false);
  });
});

describe("current tour", () => {
  it("starts a requested tour only when it is not completed and no tour is on", () => {
    markTourCompleted("calendar");
    requestTour("calendar");
    expect(getCurrentTour()).toBeNull();
    requestTour("dashboard");
    requestTour("reports");
    expect(getCurrentTour()).toMatchObject({ name: "dashboard", phase: "waiting" });
  });

  it("lets an Add form's tour take the place of a page tour, waiting or showing, not of a form tour", () => {
    requestTour("certifications");
    requestTour("add-certification", { overPageTour: true });
    expect(getCurrentTour()).toMatchObject({ name: "add-certification", phase: "waiting" });
    const current = getCurrentTour();
    if (current) markTourRunning("add-certification", current.run);
    requestTour("add-credit", { overPageTour: true });
    expect(getCurrentTour()?.name).toBe("add-certification");
  });

  it("lets an Add form opened from a step of a showing page tour take over", () => {
    requestTour("dashboard");
    const page = getCurrentTour();
    if (page) markTourRunning("dashboard", page.run);
    requestTour("add-certification", { overPageTour: true });
    expect(getCurrentTour()).toMatchObject({ name: "add-certification", phase: "waiting" });
    expect(isTourCompleted("dashboard")).toBe(false);
  });

  it("restarts a completed tour on demand, in place of another", () => {
    markTourCompleted("settings");
    requestTour("dashboard");
    startTour("settings");
    expect(isTourCompleted("settings")).toBe(false);
    const current = getCurrentTour();
    expect(current).toMatchObject({ name: "settings", phase: "waiting" });
    if (current) markTourRunning("settings", current.run);
    expect(getCurrentTour()?.phase).toBe("running");
    stopTour("dashboard");
    expect(getCurrentTour()?.name).toBe("settings");
    stopTour("settings");
    expect(getCurrentTour()).toBeNull();
  });
});

describe("tour definitions", () => {
  it("has a page tour for each page the spec names, matched on the exact path", () => {
    expect(pageTourAt("/")?.name).toBe("dashboard");
    expect(pageTourAt("/certifications")?.name).toBe("certifications");
    expect(pageTourAt("/calendar")?.name).toBe("calendar");
    expect(pageTourAt("/reports")?.name).toBe("reports");
    expect(pageTourAt("/settings")?.name).toBe("settings");
    expect(pageTourAt("/settings/help")).toBeNull();
    expect(pageTourAt("/certifications/4")).toBeNull();
  });

  it("starts the certifications tour on an empty list: only its Add step is required", () => {
    const required = tours.certifications.steps.filter((step) => !step.optional);
    expect(required.map((step) => step.target)).toEqual(['[data-tour="add-certification"]']);
  });

  it("presents Add Certification on the dashboard tour", () => {
    const targets = tours.dashboard.steps.map((step) => step.target);
    expect(targets).toContain('[data-tour="add-certification"]');
  });

  it("points every step at a data-tour region", () => {
    for (const name of tourNames) {
      expect(tours[name].name).toBe(name);
      expect(tours[name].steps.length).toBeGreaterThan(0);
      for (const step of tours[name].steps) expect(step.target).toContain("[data-tour=");
    }
  });
});
