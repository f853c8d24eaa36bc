import { describe, expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// A nurse moving from her own spreadsheet: she picks its CSV on Your data, finds the columns
// guessed, maps the one it could not guess, reads the preview, checks the file and is told
// which line is wrong; she imports the corrected file and finds her licenses.
const app = setUpAppWithAccounts([{ username: "spreadsheet_nurse" }]);
const pages = setUpBrowser({ app });

const csvFile = (name: string, ...lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8"),
});

const header = "License,Expires,License #,Agency";

describe("importing certifications from a spreadsheet", () => {
  it("maps, previews, checks and imports a CSV file", async () => {
    const page = await pages.open({ signedInAs: "spreadsheet_nurse" });
    await page.goto(`${app.server.url}/settings/data`);
    await page.getByRole("heading", { level: 1, name: "Your data" }).waitFor();

    const fileInput = page.getByLabel("CSV file");
    await fileInput.setInputFiles(
      csvFile(
        "my licenses.csv",
        header,
        "Registered Nurse,09/30/2027,RN-448812,State Board of Nursing",
        "BLS Provider,2027-02-30,,American Heart Association",
      ),
    );
    const name = page.getByLabel("Name (required)");
    await expect.poll(() => name.inputValue()).toBe("License");
    expect(await page.getByLabel("Expiration date").inputValue()).toBe("Expires");
    expect(await page.getByLabel("License number").inputValue()).toBe("License #");
    expect(await page.getByLabel("Provider").inputValue()).toBe("");
    await page.getByLabel("Provider").selectOption("Agency");

    const preview = page.getByRole("table");
    const first = preview.getByRole("row").nth(1);
    await expect.poll(() => first.textContent()).toContain("State Board of Nursing");
    expect(await first.textContent()).toContain("2027-09-30");
    expect(await preview.getByRole("row").nth(2).textContent()).toContain(
      'Expires: "2027-02-30" is not a date',
    );

    await page.getByRole("button", { name: "Check the file" }).click();
    const status = page.getByRole("status").filter({ hasText: "checked" });
    await status.waitFor();
    expect(await status.textContent()).toContain("2 rows checked: 1 certification ready to import");
    expect(await status.textContent()).toContain(
      'Line 3, Expires: "2027-02-30" is not a date; write it as YYYY-MM-DD or MM/DD/YYYY',
    );
    expect(await page.getByRole("button", { name: /^Import/ }).count()).toBe(0);

    await fileInput.setInputFiles(
      csvFile(
        "my licenses fixed.csv",
        header,
        "Registered Nurse,09/30/2027,RN-448812,State Board of Nursing",
        "BLS Provider,02/28/2027,,American Heart Association",
      ),
    );
    await expect.poll(() => page.getByLabel("Provider").inputValue()).toBe("");
    await page.getByLabel("Provider").selectOption("Agency");
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("button", { name: "Import 2 certifications" }).click();
    await page.getByText("Imported 2 certifications.").waitFor();
    // Imported once: another import needs a new check.
    expect(await page.getByRole("button", { name: "Import 2 certifications" }).count()).toBe(0);

    // The same file again adds nothing: the check finds both rows already there, and she
    // chooses to update them instead.
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect
      .poll(() => status.textContent())
      .toContain("2 rows checked: 0 certifications ready to import, 2 already in CertMinder");
    expect(await page.getByRole("button", { name: /^Import/ }).count()).toBe(0);
    const existing = page.getByLabel("2 already in CertMinder");
    expect(await existing.inputValue()).toBe("skip");
    await existing.selectOption({ label: "Update them with the file's columns" });
    await page.getByRole("button", { name: "Update 2 certifications" }).click();
    await page.getByText("Updated 2 certifications.").waitFor();

    await page.goto(`${app.server.url}/certifications`);
    await page.getByRole("heading", { level: 1, name: "Certifications" }).waitFor();
    await page.getByText("Registered Nurse").first().waitFor();
    await page.getByText("BLS Provider").first().waitFor();
    expect(await page.getByText("Registered Nurse").count()).toBe(1);
    expect(await page.getByText("BLS Provider").count()).toBe(1);
  });
});
