import { readFile } from "node:fs/promises";
import { request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { accountPassword, setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// A member mistypes her password once, then signs in. The operator, in the admin area, finds
// those two sign-ins by her username, reads why the first failed, exports what the filters
// show, and reloads to find the same view.
const app = setUpAppWithAccounts([
  { username: "operator_ann", grants: ["admin"] },
  { username: "member_mia" },
]);
const pages = setUpBrowser({ app });

async function signInThroughApi(password: string): Promise<number> {
  const api = await request.newContext({ baseURL: app.server.url });
  try {
    const { csrfToken } = (await (await api.get("/api/csrf-token")).json()) as {
      csrfToken: string;
    };
    const response = await api.post("/api/login", {
      data: { username: "member_mia", password },
      headers: { "x-csrf-token": csrfToken },
    });
    return response.status();
  } finally {
    await api.dispose();
  }
}

beforeAll(async () => {
  expect(await signInThroughApi("not-her-password")).toBe(401);
  expect(await signInThroughApi(accountPassword)).toBe(200);
});

describe("/admin/auth-logs", () => {
  it("finds a member's sign-ins by filtering, shows an entry's details, exports them and keeps the filters through a reload", async () => {
    const page = await pages.open({ signedInAs: "operator_ann", inAdminArea: true });
    await page.goto("/admin/auth-logs");
    const entries = page.getByRole("region", { name: "Auth log entries" });
    await entries.waitFor();
    expect(await page.title()).toContain("Auth Logs");

    await page.getByLabel("Username").fill("MEMBER_MIA");
    await page.getByLabel("Username").press("Enter");
    await page.getByLabel("Event").selectOption({ label: "Sign-in" });
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe("?username=MEMBER_MIA&eventType=login");
    const rows = entries.getByRole("row");
    // The header and her two sign-ins, newest first: the success, then the wrong password.
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => entries.getByText("2 entries").isVisible()).toBe(true);
    const failed = rows.nth(2);
    expect(await failed.getByRole("cell").nth(1).textContent()).toBe("member_mia");
    expect(await failed.getByText("Failure").isVisible()).toBe(true);
    expect(await rows.nth(1).getByText("Success").isVisible()).toBe(true);

    await failed.getByRole("button", { name: /^Details/ }).click();
    const dialog = page.getByRole("dialog", { name: "Auth log entry" });
    await expect.poll(() => dialog.getByText('"reason": "wrong password"').isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^auth-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
    const records = csv.split("\r\n").filter(Boolean);
    expect(records[0]).toBe(
      "Time,Username,User ID,Event,Subtype,Status,IP address,Browser,Details",
    );
    const usernameAndStatus = (record: string) => {
      const cells = record.split(",");
      return [cells[1], cells[5]];
    };
    expect(records.slice(1).map(usernameAndStatus)).toEqual([
      ["member_mia", "success"],
      ["member_mia", "failure"],
    ]);
    expect(records[2]).toContain('"{""reason"":""wrong password""}"');

    await page.reload();
    await entries.waitFor();
    expect(await page.getByLabel("Username").inputValue()).toBe("MEMBER_MIA");
    expect(await page.getByLabel("Event").inputValue()).toBe("login");
    await expect.poll(() => rows.count()).toBe(3);
  });

  it("shows the entries as cards on a phone, the filters folded behind a button", async () => {
    const page = await pages.open({
      signedInAs: "operator_ann",
      inAdminArea: true,
      viewport: { width: 375, height: 740 },
    });
    await page.goto("/admin/auth-logs?username=member_mia&eventType=login");
    const entries = page.getByRole("region", { name: "Auth log entries" });
    await entries.waitFor();
    await expect.poll(() => entries.getByRole("listitem").count()).toBe(2);
    expect(await page.getByLabel("Username").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Filters 2 active" }).click();
    expect(await page.getByLabel("Username").inputValue()).toBe("member_mia");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
