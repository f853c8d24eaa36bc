import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { type PageOptions, setUpBrowser } from "./support/browser";

// The frame around every page, tried as a free, a premium and an administrator account would,
// on a laptop (1280×800) and on a phone (375×812).
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };
const app = setUpAppWithAccounts([
  { username: "free_fran" },
  { username: "premium_pat", grants: ["premium"] },
  { username: "admin_ada", grants: ["admin"] },
  // Opened only in browsers that never ran a tour: the account remembers the tours it saw.
  { username: "touring_tess" },
]);
const pages = setUpBrowser({ app });

/** A page signed in as the account, on a laptop unless told otherwise, tours seen. */
function pageAs(username: string, options: Omit<PageOptions, "signedInAs"> = {}): Promise<Page> {
  return pages.open({ signedInAs: username, viewport: desktop, ...options });
}

/**
 * The visible entries of a navigation, in order: links with their target, locked (premium)
 * entries marked "(locked)".
 */
async function entriesOf(nav: Locator): Promise<string[]> {
  return nav.locator("a, button[aria-disabled='true']").evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const name = (element as HTMLElement).innerText.replace(/\s+/g, " ").trim();
        const href = element.getAttribute("href");
        return href ? `${name} ${href}` : `${name} (locked)`;
      }),
  );
}

async function signedInAt(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
}

describe("desktop sidebar", () => {
  it("shows a free user the entries in order, premium entries locked with the reason, no admin entries", async () => {
    const page = await pageAs("free_fran");
    await signedInAt(page, "/", "Dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await entriesOf(nav)).toEqual([
      "Dashboard /",
      "Certifications /certifications",
      "Calendar /calendar",
      "Notifications /notifications",
      "Opportunities Premium (locked)",
      "Renewal Planner Premium (locked)",
      "Reports Premium (locked)",
      "Feedback /feedback",
      "Settings /settings",
      "Features Coming Soon New /coming-soon",
    ]);
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe(
      "page",
    );

    const reports = nav.getByRole("button", { name: "Reports Premium" });
    await reports.hover();
    await expect
      .poll(() => page.getByRole("tooltip").first().textContent())
      .toContain("Reports is a premium feature. Subscribe to unlock it.");
    await reports.click({ force: true });
    expect(new URL(page.url()).pathname).toBe("/");

    expect(await page.getByText("Optimized View").count()).toBe(0);
    expect(await nav.getByRole("button", { name: "Admin" }).count()).toBe(0);
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    expect(await sidebar.textContent()).toContain("Subscription status");
    expect(await sidebar.getByText("None", { exact: true }).count()).toBe(1);
    expect(await sidebar.getByText("Free plan", { exact: true }).count()).toBe(1);
    expect(
      await sidebar.getByRole("link", { name: "Manage subscription" }).getAttribute("href"),
    ).toBe("/subscribe");
    expect(await sidebar.getByText("free_fran").count()).toBe(1);

    await nav.getByRole("link", { name: "Certifications" }).click();
    await page.getByRole("heading", { name: "Certifications", level: 1 }).waitFor();
    expect(
      await nav.getByRole("link", { name: "Certifications" }).getAttribute("aria-current"),
    ).toBe("page");
  });

  it("expands Settings on its pages, with its sub-pages and Your data, all in view at 800 px tall", async () => {
    const page = await pageAs("free_fran");
    await signedInAt(page, "/settings/profile", "Profile");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(
      await nav.getByRole("button", { name: "Settings pages" }).getAttribute("aria-expanded"),
    ).toBe("true");
    const settings = (await entriesOf(nav)).filter((entry) => entry.includes(" /settings/"));
    expect(settings).toEqual([
      "Profile /settings/profile",
      "Security /settings/security",
      "Password /settings/password",
      "Alerts /settings/notifications",
      "Theme /settings/appearance",
      "Help /settings/help",
      "Your data /settings/data",
    ]);
    const navBox = await nav.boundingBox();
    for (const name of ["Profile", "Theme", "Help", "Your data"]) {
      const entry = await nav.getByRole("link", { name, exact: true }).boundingBox();
      expect(navBox && entry && entry.y >= navBox.y, `${name} top in view`).toBe(true);
      expect(
        navBox && entry && entry.y + entry.height <= navBox.y + navBox.height,
        `${name} bottom in view`,
      ).toBe(true);
    }
    await nav.getByRole("link", { name: "Theme" }).click();
    await page.getByRole("heading", { name: "Theme", level: 1 }).waitFor();
  });

  it("unlocks Opportunities and Reports for a premium user", async () => {
    const page = await pageAs("premium_pat");
    await signedInAt(page, "/", "Dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Opportunities" }).getAttribute("href")).toBe(
      "/opportunities",
    );
    await nav.getByRole("link", { name: "Reports" }).click();
    await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
    expect(await nav.locator("[aria-disabled='true']").count()).toBe(0);
    // Premium given by an administrator: no subscription, so the spec's status stays None.
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    expect(await sidebar.getByText("None", { exact: true }).count()).toBe(1);
    expect(await sidebar.getByText("Premium (granted)", { exact: true }).count()).toBe(1);
  });

  it("shows administrators their entries and badge, and others Access Denied on admin pages", async () => {
    const admin = await pageAs("admin_ada");
    await signedInAt(admin, "/settings", "Settings");
    const nav = admin.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Optimized View" }).getAttribute("href")).toBe(
      "/certifications-optimized",
    );
    const adminToggle = nav.getByRole("button", { name: "Admin" });
    if ((await adminToggle.getAttribute("aria-expanded")) !== "true") await adminToggle.click();
    expect(await nav.locator("a[href='/admin']").textContent()).toContain("Dashboard");
    expect(await nav.getByRole("link", { name: "Auth Logs" }).getAttribute("href")).toBe(
      "/admin/auth-logs",
    );
    expect(await nav.getByRole("link", { name: "User Management" }).getAttribute("href")).toBe(
      "/settings/users",
    );
    expect(await nav.getByRole("link", { name: "System" }).getAttribute("href")).toBe(
      "/settings/system",
    );
    const sidebar = admin.getByRole("complementary", { name: "Sidebar" });
    expect(await sidebar.getByText("Admin", { exact: true }).count()).toBeGreaterThan(0);
    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Main" }).waitFor();
    expect(await admin.getByRole("heading", { name: "Access Denied" }).count()).toBe(0);

    const user = await pageAs("free_fran");
    await user.goto("/admin");
    await user.getByRole("heading", { name: "Access Denied", level: 1 }).waitFor();
    expect(await user.locator("main").textContent()).toContain(
      "You don't have permission to access this page. This area is restricted to administrators only.",
    );
    await user.getByRole("button", { name: "Back to Dashboard" }).click();
    await user.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(user.url()).pathname).toBe("/");
  });
});

describe("pages opened by URL", () => {
  it("shows a free user the premium explanation on premium pages, with the way to subscribe", async () => {
    const page = await pageAs("free_fran");
    for (const [path, title] of [
      ["/reports", "Reports"],
      ["/opportunities", "Opportunities"],
      ["/planner", "Renewal Planner"],
    ] as const) {
      await signedInAt(page, path, title);
      const main = page.locator("main");
      await main.getByText("Premium costs $9.99 / month.").waitFor();
      expect(await main.textContent()).toContain(
        `${title} is a premium feature. Subscribe to unlock it. Premium costs $9.99 / month.`,
      );
      expect(await main.getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe(
        "/subscribe",
      );
      expect(await main.getByText("No certifications yet").count()).toBe(0);
      expect(await main.getByText("This part of CertMinder is being built").count()).toBe(0);
      expect(await page.title()).toBe(`${title} · CertMinder`);
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    }
    await page.locator("main").getByRole("link", { name: "Subscribe" }).click();
    await page.getByRole("heading", { name: "Subscription", level: 1 }).waitFor();
    // Help's explanation of premium says what it costs too.
    await signedInAt(page, "/settings/help", "Help");
    await page.locator("main").getByText("Premium costs $9.99 / month.").waitFor();
  });

  it("shows a premium user the premium pages themselves", async () => {
    const page = await pageAs("premium_pat");
    await signedInAt(page, "/reports", "Reports");
    await page.getByRole("heading", { name: "No certifications yet", level: 2 }).waitFor();
    await signedInAt(page, "/opportunities", "Opportunities");
    await page.getByRole("switch", { name: "Matches my gaps" }).waitFor();
    expect(await page.locator("main").textContent()).not.toContain("is a premium feature");
  });

  it("refuses the administrator's settings pages to others with Access Denied, and opens them to administrators", async () => {
    const user = await pageAs("premium_pat");
    const admin = await pageAs("admin_ada", { inAdminArea: true });
    for (const [path, title] of [
      ["/settings/users", "User Management"],
      ["/settings/system", "System"],
    ] as const) {
      await signedInAt(user, path, "Access Denied");
      expect(await user.locator("main").textContent()).toContain(
        "You don't have permission to access this page. This area is restricted to administrators only.",
      );
      expect(await user.getByRole("button", { name: "Back to Dashboard" }).count()).toBe(1);
      expect(await user.title()).toBe("Access Denied · CertMinder");

      await signedInAt(admin, path, title);
      expect(await admin.getByRole("heading", { name: "Access Denied" }).count()).toBe(0);
    }
  });
});

describe("phone layout", () => {
  it("has the slide-in menu and the bottom tabs, and no sidebar", async () => {
    const page = await pageAs("free_fran", { viewport: phone });
    await signedInAt(page, "/", "Dashboard");
    expect(await page.getByRole("complementary", { name: "Sidebar" }).isVisible()).toBe(false);

    const tabs = page.getByRole("navigation", { name: "Tabs" });
    expect(await entriesOf(tabs)).toEqual([
      "Home /",
      "Certs /certifications",
      "Calendar /calendar",
      "Notifications /notifications",
    ]);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    expect(await entriesOf(menu.getByRole("navigation", { name: "Menu" }))).toEqual([
      "Home /",
      "Certs /certifications",
      "Calendar /calendar",
      "Notifications /notifications",
      "Opportunities Premium (locked)",
      "Renewal Planner Premium (locked)",
      "Reports Premium (locked)",
      "Subscriptions /subscribe",
      "Settings /settings",
    ]);
    await menu.getByRole("link", { name: "Calendar" }).click();
    await page.getByRole("heading", { name: "Calendar", level: 1 }).waitFor();
    await expect.poll(() => menu.count()).toBe(0);
    expect(await tabs.getByRole("link", { name: "Calendar" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("never scrolls sideways at 360 px", async () => {
    const page = await pageAs("free_fran", { viewport: { width: 360, height: 740 } });
    for (const [path, heading] of [
      ["/", "Dashboard"],
      ["/certifications", "Certifications"],
      ["/calendar", "Calendar"],
      ["/settings", "Settings"],
      ["/settings/profile", "Profile"],
      ["/settings/appearance", "Theme"],
      ["/feedback", "Feedback"],
      ["/coming-soon", "Features Coming Soon"],
    ] as const) {
      await signedInAt(page, path, heading);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(`${path}: ${width}`).toBe(`${path}: 360`);
    }
  });
});

describe("guided tours", () => {
  it("starts the dashboard tour once, not again after skip, and again after reset all tours once its toast has closed", async () => {
    const page = await pageAs("touring_tess", { tours: "fresh" });
    await signedInAt(page, "/", "Dashboard");
    const tour = page.locator("[data-tour-tooltip='dashboard']");
    await tour.waitFor();
    // Six steps on an empty dashboard: its Add Certification has one.
    expect(await tour.textContent()).toContain("Step 1 of 6");
    await tour.getByRole("button", { name: "Skip" }).click();
    await tour.waitFor({ state: "detached" });
    expect(
      await page.evaluate(() => localStorage.getItem("certminder_completed_tutorials")),
    ).toContain("dashboard");

    await page.reload();
    await page.getByRole("heading", { name: "Upcoming Deadlines" }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.locator("[data-tour-tooltip]").count()).toBe(0);

    await signedInAt(page, "/settings/help", "Help");
    await page.getByRole("button", { name: "Reset all tours" }).click();
    await page.getByRole("status").filter({ hasText: "Tours reset" }).first().waitFor();
    const toast = page
      .getByRole("region", { name: "Notifications (F8)" })
      .getByRole("listitem")
      .filter({ hasText: "Tours reset" });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    // One thing at a time: the tour waits for the toast to close.
    await page.getByRole("heading", { name: "Upcoming Deadlines" }).waitFor();
    await page.waitForTimeout(1000);
    expect(await toast.isVisible()).toBe(true);
    expect(await page.locator("[data-tour-tooltip]").count()).toBe(0);
    await page.locator("[data-tour-tooltip='dashboard']").waitFor();
    expect(await toast.isVisible()).toBe(false);
  });
});

describe("feedback", () => {
  it("sends feedback and lists it with its status", async () => {
    const page = await pageAs("free_fran");
    await signedInAt(page, "/feedback", "Feedback");
    await page.getByText("You haven't sent any feedback yet.").waitFor();
    await page.getByRole("radio", { name: "Bug report" }).check();
    await page.getByLabel("Category").selectOption({ label: "Calendar" });
    await page.getByLabel("Subject").fill("Calendar skips a month");
    await page.getByLabel("Message").fill("Next month jumped from March to May once.");
    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByRole("button", { name: "Send feedback" }).click();
    await page.getByRole("status").filter({ hasText: "Feedback sent" }).first().waitFor();
    const sent = page.getByRole("heading", { name: "Calendar skips a month" });
    await sent.waitFor();
    const history = await page.locator("main").textContent();
    expect(history).toContain("Bug report · Calendar");
    expect(history).toContain("Rating: 4 of 5");
    expect(history).toContain("Pending");
    expect(await page.getByLabel("Subject").inputValue()).toBe("");
  });
});

describe("signing out", () => {
  it("logs out from the sidebar", async () => {
    const page = await pageAs("premium_pat");
    await signedInAt(page, "/", "Dashboard");
    await page
      .getByRole("complementary", { name: "Sidebar" })
      .getByRole("button", { name: "Log out" })
      .click();
    await page.getByRole("status").filter({ hasText: "Logged out" }).first().waitFor();
    await page.waitForURL((url) => url.pathname === "/auth");
  });
});

describe("toasts", () => {
  it("moves focus to the notifications area with F8, on the sign-in page and on a signed-in page", async () => {
    const signedOut = await pages.open({ viewport: phone });
    await signedOut.goto("/auth");
    await signedOut.getByRole("heading", { name: "CertMinder", level: 1 }).waitFor();
    const area = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });
    await area(signedOut).waitFor({ state: "attached" });
    await signedOut.keyboard.press("F8");
    expect(await area(signedOut).locator(":focus").count()).toBe(1);

    const signedIn = await pageAs("free_fran");
    await signedInAt(signedIn, "/certifications", "Certifications");
    await area(signedIn).waitFor({ state: "attached" });
    await signedIn.keyboard.press("F8");
    expect(await area(signedIn).locator(":focus").count()).toBe(1);
  });
});
