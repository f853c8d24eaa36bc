import type { Certification } from "@common/certifications/certification";
import type { Credit } from "@common/certifications/credit";
import { largestInteger } from "@common/integer-column";
import type { PublicUser } from "@common/user";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authLogs } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import {
  addCertification,
  addCredit,
  certificationForm,
  getList,
  pdf,
  sendRaw,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { SeededRandom } from "../support/seeded-random";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

const controlMessage = "Must not contain control characters";

describe("text with control or broken characters", () => {
  it("is refused with 400 naming the field, in a body, and nothing is saved", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.post(
      "/api/certifications",
      certificationForm({ name: "Registered\u0000Nurse" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `name: ${controlMessage}` });
    expect((await getList(agent, "/api/certifications")).total).toBe(0);
  });

  it.each([
    ["a C0 control", "\u0001"],
    ["escape", "\u001b"],
    ["delete", "\u007f"],
    ["a C1 control", "\u0085"],
    ["the last C1 control", "\u009f"],
  ])("refuses %s in multi-line text too", async (_name, character) => {
    const { agent } = await signedIn(t);
    const response = await agent.post("/api/feedback", {
      type: "bug",
      category: "other",
      subject: "Dates",
      message: `The calendar${character} is wrong`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `message: ${controlMessage}` });
  });

  it("refuses half of a surrogate pair", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.post("/api/feedback", {
      type: "bug",
      category: "other",
      subject: "Broken \ud800",
      message: "Text",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "subject: Must not contain broken characters" });
  });

  it("is refused in a query string and in a path id, never answered 500", async () => {
    const { agent } = await signedIn(t);
    const search = await agent.get("/api/certifications?search=%00");
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ message: `search: ${controlMessage}` });
    for (const url of ["/api/files/%00", "/api/files/1%00", "/api/user/sessions/%00"]) {
      const response = url.startsWith("/api/files")
        ? await agent.get(url)
        : await agent.delete(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: `id: ${controlMessage}` });
    }
    // A numeric id that is not a number names no row.
    expect((await agent.get("/api/certifications/%00")).statusCode).toBe(404);
  });

  it("keeps line breaks and tabs where text has several lines", async () => {
    const { agent } = await signedIn(t);
    const certification = await addCertification(agent);
    const description = "Module 1: ethics\r\nModule 2: law\n\tcase studies";
    const credit = await addCredit(agent, certification.id, { description });
    expect(credit.description).toBe(description);
    const feedback = await agent.post("/api/feedback", {
      type: "general",
      category: "other",
      subject: "Thanks",
      message: "First line\nSecond line",
    });
    expect(feedback.statusCode).toBe(201);
    expect(feedback.json()).toMatchObject({ message: "First line\nSecond line" });
  });
});

describe("names", () => {
  it("are stored without bidirectional formatting and on one line", async () => {
    const { agent } = await signedIn(t);
    const certification = await addCertification(agent, {
      name: "invoice\u202efdp.exe",
      provider: "\u2066State\u2069 Board\u200f\u202a\u202c",
    });
    expect(certification.name).toBe("invoicefdp.exe");
    expect(certification.provider).toBe("State Board");
    const credit = await addCredit(agent, certification.id, { title: "Ethics\n\tpart\u202e 2" });
    expect(credit.title).toBe("Ethics part 2");

    const profile = await agent.patch("/api/user/profile", {
      firstName: "\u202eAlice",
      lastName: "Smith\u061c",
    });
    expect(profile.json<PublicUser>()).toMatchObject({ firstName: "Alice", lastName: "Smith" });
  });

  it("include the file name of an uploaded certificate", async () => {
    const { agent } = await signedIn(t);
    const certification = await addCertification(agent);
    const credit = await addCredit(agent, certification.id);
    const name = encodeURIComponent("invoice\u202efdp.exe");
    const url = `/api/credits/${credit.id}/certificate?name=${name}`;
    const response = await sendRaw(agent, url, pdf, "application/pdf");
    expect(response.statusCode).toBe(200);
    expect(response.json<Credit>().certificateName).toBe("invoicefdp.exe.pdf");
  });

  it("must still have something left once cleaned", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.post(
      "/api/certifications",
      certificationForm({ name: "\u202e\u2066 \n" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "name: Name is required" });
  });
});

describe("numbers", () => {
  it("beyond what an id column holds name no row", async () => {
    const { agent } = await signedIn(t);
    for (const id of [String(largestInteger + 1), "99999999999", "9".repeat(20)]) {
      const response = await agent.delete(`/api/user/trusted-devices/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect((await agent.get(`/api/certifications/${id}`)).statusCode, id).toBe(404);
    }
  });

  it("beyond what a column holds are refused in query strings", async () => {
    const { agent } = await signedIn(t);
    const certification = await addCertification(agent);
    const credits = await agent.get(
      `/api/certifications/${certification.id}/credits?cycle=99999999999`,
    );
    expect(credits.statusCode).toBe(400);
    expect(credits.json<{ message: string }>().message).toMatch(/^cycle: /);
    const page = await agent.get(`/api/activities?page=${largestInteger + 1}`);
    expect(page.statusCode).toBe(400);
    expect(page.json<{ message: string }>().message).toMatch(/^page: /);
    const lastPage = await agent.get(`/api/activities?page=${largestInteger}&pageSize=100`);
    expect(lastPage.statusCode).toBe(200);
    expect(lastPage.json()).toEqual([]);
  });

  it("beyond their rule are refused in bodies", async () => {
    const { agent } = await signedIn(t);
    const certification = await addCertification(agent);
    const credit = await agent.post(`/api/certifications/${certification.id}/credits`, {
      title: "Ethics",
      credits: 10_001,
      completionDate: "2026-01-10",
    });
    expect(credit.json()).toEqual({ message: "credits: Credits must be at most 10000" });
    const mfa = await new Agent(t.app).post("/api/verify-login-mfa", {
      userId: largestInteger + 1,
      code: "123456",
      mfaType: "app",
    });
    expect(mfa.statusCode).toBe(400);
    expect(mfa.json<{ message: string }>().message).toMatch(/^userId: /);
    const updated = await agent.put(`/api/certifications/${certification.id}`, {
      ...certificationForm(),
      creditsRequired: 99_999_999_999,
    });
    expect(updated.json()).toEqual({
      message: "creditsRequired: Credits required must be at most 100000",
    });
    const unchanged = await agent.get(`/api/certifications/${certification.id}`);
    expect(unchanged.json<Certification>().creditsRequired).toBe(30);
  });
});

describe("sign-in fields", () => {
  // Random letters do not compress, so a long one is stored at its full size.
  const random = new SeededRandom(7);
  const letters = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(random.int(0x21, 0x7e))).join("");

  it("refuse a username too long to be anyone's before it is looked up or logged", async () => {
    const username = letters(2_800);
    const response = await new Agent(t.app).post("/api/login", { username, password: "x" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "username: Username must be at most 254 characters",
    });
    const recorded = await t.db.select().from(authLogs).where(eq(authLogs.username, username));
    expect(recorded).toEqual([]);
  });

  it("record a failed attempt with the longest username accepted", async () => {
    const username = letters(254);
    const response = await new Agent(t.app).post("/api/login", { username, password: "x" });
    expect(response.statusCode).toBe(401);
    const recorded = await t.db.select().from(authLogs).where(eq(authLogs.username, username));
    expect(recorded).toMatchObject([{ eventType: "login", status: "failure" }]);
  });

  it("refuse a password longer than any account's", async () => {
    const response = await new Agent(t.app).post("/api/login", {
      username: "someone",
      password: "p".repeat(257),
    });
    expect(response.json()).toEqual({
      message: "password: Password must be at most 256 characters",
    });
  });
});
