import { createTransport } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pdf } from "../support/certifications";
import { freePort } from "../support/server-process";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// A nurse turns on her address for certificates in Your data, copies it, and forwards a
// course site's email to it: the certificate lands in her inbox. Mail without one is answered
// at her own email. Once she revokes the address, mail to it is refused.
const smtpPort = await freePort();
const app = setUpAppWithAccounts([{ username: "forwarding_nurse" }], {
  env: { INBOUND_MAIL_DOMAIN: "in.certminder.test", INBOUND_SMTP_PORT: String(smtpPort) },
});
const pages = setUpBrowser({ app });

function mailToServer(message: Mail.Options) {
  const transport = createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ from: "certificates@courses.example.org", ...message });
}

async function inboxSize(): Promise<number> {
  const api = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.forwarding_nurse,
  });
  const inbox = await api.get("/api/captures");
  const rows = (await inbox.json()) as unknown[];
  await api.dispose();
  return rows.length;
}

describe("/settings/data email in", () => {
  it("creates the address once shown, receives a certificate mailed to it, and revokes it", async () => {
    const page = await pages.open({ signedInAs: "forwarding_nurse" });
    await page.goto("/settings/data");
    const card = page.getByRole("region", { name: "Email in" });
    await card.getByRole("button", { name: "Create email address" }).click();
    const field = card.getByRole("textbox", { name: "Email address for certificates" });
    const address = await field.inputValue();
    expect(address).toMatch(/^[0-9a-f]{40}@in\.certminder\.test$/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await mailToServer({
      to: address,
      subject: "Your certificate of completion",
      attachments: [{ filename: "ethics.pdf", content: pdf, contentType: "application/pdf" }],
    });
    expect(await inboxSize()).toBe(1);
    await page.goto("/captures");
    await page.getByText("ethics.pdf").waitFor();
    await page.getByRole("link", { name: "Manage the address" }).click();
    await page.getByRole("heading", { level: 1, name: "Your data" }).waitFor();

    await mailToServer({ to: address, subject: "Thanks for attending", text: "See you!" });
    const reply = await app.sink.waitForMessage((mail) =>
      mail.subject.startsWith("No certificate was added"),
    );
    expect(reply.to).toEqual([expect.stringMatching(/^forwarding_nurse/)]);
    expect(reply.text).toContain("No PDF or image attachment was found in your email.");

    await card.getByText(/Your email address for certificates is active since/).waitFor();
    await card.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("button", { name: "Revoke address" }).click();
    await card.getByRole("button", { name: "Create email address" }).waitFor();
    await expect(
      mailToServer({
        to: address,
        subject: "Another",
        attachments: [{ filename: "a.pdf", content: pdf }],
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });
});
