import { type Page, request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// axe-core in the real pages, with data on them, on a laptop and on a phone: no serious or
// critical violation anywhere.
const app = setUpAppWithAccounts([{ username: "axe_alex" }]);
const pages = setUpBrowser({ app });
let certificationPath = "";

const signedInPages: [path: () => string, heading: string][] = [
  [() => "/", "Dashboard"],
  [() => "/certifications", "Certifications"],
  [() => certificationPath, "Occupational Therapist License"],
  [() => "/calendar", "Calendar"],
  [() => "/activities", "Activity"],
  [() => "/notifications", "Notifications"],
  [() => "/settings/notifications", "Alerts"],
  [() => "/settings", "Settings"],
  [() => "/settings/appearance", "Theme"],
  [() => "/settings/help", "Help"],
  [() => "/settings/data", "Your data"],
  [() => "/feedback", "Feedback"],
  [() => "/coming-soon", "Features Coming Soon"],
  [() => "/subscribe", "Subscription"],
  [() => "/subscribe/test-checkout?session=unknown", "Test-mode checkout: no card is charged"],
  [() => "/subscribe/test-portal", "Test-mode subscription portal"],
  // Refused to this free, non-admin account: the premium explanation and Access Denied.
  [() => "/reports", "Reports"],
  [() => "/settings/users", "Access Denied"],
];

beforeAll(async () => {
  const api = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.axe_alex,
  });
  const token = async () =>
    ((await (await api.get("/api/csrf-token")).json()) as { csrfToken: string }).csrfToken;
  const today = new Date().toISOString().slice(0, 10);
  const created = await api.post("/api/certifications", {
    headers: { "x-csrf-token": await token() },
    data: {
      name: "Occupational Therapist License",
      provider: "State Board",
      expirationDate: today,
      creditsRequired: 24,
    },
  });
  const { id } = (await created.json()) as { id: number };
  certificationPath = `/certifications/${id}`;
  await api.post(`/api/certifications/${id}/credits`, {
    headers: { "x-csrf-token": await token() },
    data: { title: "Ethics for Therapists", credits: 6, completionDate: today },
  });
  await api.dispose();
});

async function violationsAt(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  // Let data-driven parts (lists, badges, the calendar's events) render before checking.
  await page.waitForLoadState("networkidle");
  return seriousAccessibilityViolations(page);
}

describe.each([
  ["laptop", { width: 1280, height: 800 }],
  ["phone", { width: 375, height: 812 }],
])("on a %s", (_name, viewport) => {
  it("has no serious or critical violation on the sign-in page", async () => {
    const page = await pages.open({ viewport, bypassCSP: true });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Login" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("has no serious or critical violation on the signed-in pages", async () => {
    const page = await pages.open({ signedInAs: "axe_alex", viewport, bypassCSP: true });
    const found: string[] = [];
    for (const [path, heading] of signedInPages) {
      for (const violation of await violationsAt(page, path(), heading)) {
        found.push(`${path()}: ${violation}`);
      }
    }
    expect(found).toEqual([]);
  });
});
