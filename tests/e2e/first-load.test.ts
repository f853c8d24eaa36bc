import { expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// A signed-in page's data is asked for while its code loads on a first visit: once, and the
// page shows that answer.
const app = setUpAppWithAccounts([{ username: "quinn_pa" }]);
const pages = setUpBrowser({ app });

/** Opens `path` in a new signed-in browser and counts the API requests it sends. */
async function openCounting(path: string, heading: string) {
  const page = await pages.open({ signedInAs: "quinn_pa" });
  const requests = new Map<string, number>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
  });
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  return { page, requests };
}

it("asks once for the dashboard on a first load of /", async () => {
  const { page, requests } = await openCounting("/", "Dashboard");
  await page.getByRole("region", { name: "Statistics" }).waitFor();
  expect(requests.get("/api/dashboard")).toBe(1);
  expect(requests.get("/api/user")).toBe(1);
});

it("asks once for the first page of certifications and the allowance on /certifications", async () => {
  const { page, requests } = await openCounting("/certifications", "Certifications");
  await page.getByText("No certifications yet").first().waitFor();
  await page.getByText("Add Certification", { exact: true }).first().waitFor();
  expect(requests.get("/api/certifications")).toBe(1);
  expect(requests.get("/api/certifications/allowance")).toBe(1);
  expect(requests.get("/api/user")).toBe(1);
});
