import { adminOnlyMessage } from "@common/access";
import type { CatalogEntry, Opportunity, OpportunityListItem } from "@common/opportunities";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog } from "../../src/server/db/schema";
import { signedInAdmin } from "../support/admin";
import { getList } from "../support/certifications";
import { signedIn } from "../support/factories";
import { emptyCatalog, insertOpportunity } from "../support/opportunities";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp({ now: "2026-11-24T12:00:00.000Z" });

const webinar = {
  title: "Pharmacy Law Update 2027",
  provider: "National Association of Boards of Pharmacy",
  description: "What changed in federal and state pharmacy law this year.",
  url: "https://nabp.pharmacy/programs/law-update-2027",
  credits: 1.5,
  creditsUnit: "contact hours",
  category: "Pharmacy law",
  format: "Webinar",
  cost: 49,
  startDate: "2027-01-20",
  endDate: "2027-01-20",
};

const administrator = () => signedInAdmin(t);

/** The audit trail's lines written by `actorUserId`, oldest first. */
async function auditLinesOf(actorUserId: number) {
  const rows = await t.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.actorUserId, actorUserId))
    .orderBy(asc(adminAuditLog.id));
  return rows.map(({ actorUsername, action, targetUserId, details, ipAddress }) => ({
    actorUsername,
    action,
    targetUserId,
    details,
    ipAddress,
  }));
}

describe("the catalog kept by administrators", () => {
  it("creates, edits and deletes an opportunity, which premium users then see, changed, then no more", async () => {
    await emptyCatalog(t.db);
    const { agent: admin } = await administrator();
    const { agent: member } = await signedIn(t, { subscriptionStatus: "active" });

    const created = await admin.post("/api/admin/opportunities", webinar);
    expect(created.statusCode).toBe(201);
    const opportunity = created.json<Opportunity>();
    expect(opportunity).toMatchObject({ ...webinar, id: expect.any(Number) });
    const seen = await getList<OpportunityListItem>(member, "/api/opportunities");
    expect(seen.rows.map((row) => row.title)).toEqual(["Pharmacy Law Update 2027"]);

    const edited = await admin.put(`/api/admin/opportunities/${opportunity.id}`, {
      ...webinar,
      title: "  Pharmacy Law Update 2027: Part 2 ",
      credits: "2.25",
      cost: 0,
      startDate: null,
      endDate: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Opportunity>()).toMatchObject({
      id: opportunity.id,
      title: "Pharmacy Law Update 2027: Part 2",
      credits: 2.25,
      cost: 0,
      startDate: null,
    });
    const changed = await getList<OpportunityListItem>(member, "/api/opportunities?cost=free");
    expect(changed.rows.map((row) => [row.title, row.credits])).toEqual([
      ["Pharmacy Law Update 2027: Part 2", 2.25],
    ]);

    const deleted = await admin.delete(`/api/admin/opportunities/${opportunity.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await getList(member, "/api/opportunities")).total).toBe(0);

    const again = await admin.delete(`/api/admin/opportunities/${opportunity.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Opportunity not found" });
    const missing = await admin.put(`/api/admin/opportunities/${opportunity.id}`, webinar);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Opportunity not found" });
  });

  it("writes who added, edited and deleted which opportunity to the admin audit trail", async () => {
    await emptyCatalog(t.db);
    const { agent: admin, user } = await administrator();
    const created = (await admin.post("/api/admin/opportunities", webinar)).json<Opportunity>();
    await admin.put(`/api/admin/opportunities/${created.id}`, { ...webinar, credits: 2 });
    await admin.put(`/api/admin/opportunities/${created.id}`, {
      ...webinar,
      credits: 2,
      title: "Pharmacy Law Update 2027: Part 2",
      cost: null,
    });
    expect((await admin.delete(`/api/admin/opportunities/${created.id}`)).statusCode).toBe(204);

    const by = { actorUsername: user.username, targetUserId: null, ipAddress: admin.ipAddress };
    expect(await auditLinesOf(user.id)).toEqual([
      {
        ...by,
        action: "opportunity_created",
        details: { opportunityId: created.id, title: webinar.title },
      },
      {
        ...by,
        action: "opportunity_updated",
        details: { opportunityId: created.id, title: webinar.title, changed: ["credits"] },
      },
      {
        ...by,
        action: "opportunity_updated",
        details: {
          opportunityId: created.id,
          title: "Pharmacy Law Update 2027: Part 2",
          changed: ["title", "cost"],
          previousTitle: webinar.title,
        },
      },
      {
        ...by,
        action: "opportunity_deleted",
        details: { opportunityId: created.id, title: "Pharmacy Law Update 2027: Part 2" },
      },
    ]);
  });

  it("reads a cost left empty in a form as not given, and digits as the amount", async () => {
    await emptyCatalog(t.db);
    const { agent: admin } = await administrator();
    const unlisted = await admin.post("/api/admin/opportunities", { ...webinar, cost: "" });
    expect(unlisted.statusCode).toBe(201);
    expect(unlisted.json<Opportunity>().cost).toBeNull();
    const typed = await admin.post("/api/admin/opportunities", { ...webinar, cost: "120" });
    expect(typed.json<Opportunity>().cost).toBe(120);
    const spaces = await admin.post("/api/admin/opportunities", { ...webinar, cost: "  " });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json<{ message: string }>().message).toContain(
      "Cost must be a whole amount of 0 or more",
    );
  });

  it("writes no audit line for a change refused or made to nothing", async () => {
    await emptyCatalog(t.db);
    const { agent: admin, user } = await administrator();
    expect(
      (await admin.post("/api/admin/opportunities", { ...webinar, title: "" })).statusCode,
    ).toBe(400);
    expect((await admin.put("/api/admin/opportunities/999999", webinar)).statusCode).toBe(404);
    expect((await admin.delete("/api/admin/opportunities/999999")).statusCode).toBe(404);
    expect(await auditLinesOf(user.id)).toEqual([]);
  });

  it("marks finished opportunities for the administrator's today and filters by category and status", async () => {
    await emptyCatalog(t.db);
    // The test clock reads 2026-11-24 12:00 UTC: already the 25th in Auckland.
    await insertOpportunity(t.db, { title: "Ended yesterday", endDate: "2026-11-23" });
    await insertOpportunity(t.db, { title: "Ends today", endDate: "2026-11-24" });
    await insertOpportunity(t.db, { title: "Started, no end", startDate: "2026-11-01" });
    await insertOpportunity(t.db, { title: "Undated", category: " ethics " });
    await insertOpportunity(t.db, { title: "Tax update", category: "Taxation" });
    const { agent: admin } = await administrator();
    const { agent: inAuckland } = await signedInAdmin(t, { timeZone: "Pacific/Auckland" });

    const seen = async (agent: typeof admin, query = "") => {
      const page = await getList<CatalogEntry>(agent, `/api/admin/opportunities${query}`);
      return page.rows.map((row) => `${row.title}${row.finished ? " (finished)" : ""}`);
    };
    expect(await seen(admin)).toEqual([
      "Ended yesterday (finished)",
      "Ends today",
      "Started, no end (finished)",
      "Tax update",
      "Undated",
    ]);
    expect(await seen(inAuckland, "?status=finished")).toEqual([
      "Ended yesterday (finished)",
      "Ends today (finished)",
      "Started, no end (finished)",
    ]);
    expect(await seen(admin, "?status=current")).toEqual(["Ends today", "Tax update", "Undated"]);
    expect(await seen(admin, "?category=ETHICS")).toEqual([
      "Ended yesterday (finished)",
      "Ends today",
      "Started, no end (finished)",
      "Undated",
    ]);
    expect(await seen(admin, "?category=ethics&status=current&search=dated")).toEqual(["Undated"]);
    expect((await admin.get("/api/admin/opportunities?status=old")).statusCode).toBe(400);

    // Each category once whatever its case; which spelling stands for it is the collation's.
    const categories = await admin.get("/api/admin/opportunities/categories");
    expect(categories.json<string[]>().map((name) => name.toLowerCase())).toEqual([
      "ethics",
      "taxation",
    ]);
  });

  it("lists the whole catalog by title, finished ones too, with search and paging", async () => {
    await emptyCatalog(t.db);
    await insertOpportunity(t.db, { title: "b Finished course", endDate: "2025-01-01" });
    await insertOpportunity(t.db, { title: "A Future webinar", startDate: "2027-05-01" });
    await insertOpportunity(t.db, { title: "C Tax course", provider: "State CPA Society" });
    const { agent: admin } = await administrator();

    const all = await getList<Opportunity>(admin, "/api/admin/opportunities");
    expect(all.rows.map((row) => row.title)).toEqual([
      "A Future webinar",
      "b Finished course",
      "C Tax course",
    ]);
    expect(all.total).toBe(3);
    const page = await getList<Opportunity>(admin, "/api/admin/opportunities?pageSize=1&page=3");
    expect(page.rows.map((row) => row.title)).toEqual(["C Tax course"]);
    expect(page.total).toBe(3);
    const found = await getList<Opportunity>(admin, "/api/admin/opportunities?search=cpa");
    expect(found.rows.map((row) => row.title)).toEqual(["C Tax course"]);
    expect(found.total).toBe(1);
  });

  it("keeps the professions and jurisdictions an opportunity is approved for, named as the library names them, a state once by its name", async () => {
    await emptyCatalog(t.db);
    const { agent: admin } = await administrator();
    const created = await admin.post("/api/admin/opportunities", {
      ...webinar,
      professions: ["pharmacy", "Nursing"],
      jurisdictions: "OH; Michigan; State of Ohio",
    });
    expect(created.statusCode).toBe(201);
    const opportunity = created.json<Opportunity>();
    expect(opportunity).toMatchObject({
      professions: ["Pharmacy", "Nursing"],
      jurisdictions: ["Ohio", "Michigan"],
    });
    const edited = await admin.put(`/api/admin/opportunities/${opportunity.id}`, {
      ...webinar,
      professions: [],
      jurisdictions: ["Ohio"],
    });
    expect(edited.json()).toMatchObject({ professions: [], jurisdictions: ["Ohio"] });
    const unknown = await admin.post("/api/admin/opportunities", {
      ...webinar,
      professions: ["Astrology"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown profession "Astrology"');
  });

  it("refuses an invalid opportunity with the message of each field, adding nothing", async () => {
    await emptyCatalog(t.db);
    const { agent: admin } = await administrator();
    const refused = async (body: Record<string, unknown>) => {
      const response = await admin.post("/api/admin/opportunities", { ...webinar, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json<{ message: string }>().message;
    };

    expect(await refused({ title: "  " })).toContain("Title is required");
    expect(await refused({ title: "x".repeat(201) })).toContain(
      "Title must be at most 200 characters",
    );
    expect(await refused({ provider: "" })).toContain("Provider is required");
    expect(await refused({ description: "" })).toContain("Description is required");
    expect(await refused({ url: "javascript:alert(1)" })).toContain(
      "Link must be a web address starting with https:// or http://",
    );
    expect(await refused({ credits: 0 })).toContain(
      "Credits must be a number above 0 with at most 2 decimal places",
    );
    expect(await refused({ credits: 1.234 })).toContain(
      "Credits must be a number above 0 with at most 2 decimal places",
    );
    expect(await refused({ credits: 10_001 })).toContain("Credits must be at most 10000");
    expect(await refused({ category: "" })).toContain("Category is required");
    expect(await refused({ cost: -5 })).toContain("Cost must be a whole amount of 0 or more");
    expect(await refused({ cost: 9.99 })).toContain("Cost must be a whole amount of 0 or more");
    expect(await refused({ endDate: "2027-01-19" })).toContain(
      "End date cannot be before the start date",
    );
    await refused({ format: "Podcast" });
    await refused({ creditsUnit: "minutes" });

    expect((await getList(admin, "/api/admin/opportunities")).total).toBe(0);
  });

  it("answers 403 to a signed-in user who is not an administrator, premium or not", async () => {
    await emptyCatalog(t.db);
    const existing = await insertOpportunity(t.db);
    for (const overrides of [{}, { subscriptionStatus: "active" as const }]) {
      const { agent } = await signedIn(t, overrides);
      const answers = [
        await agent.get("/api/admin/opportunities"),
        await agent.post("/api/admin/opportunities", webinar),
        await agent.put(`/api/admin/opportunities/${existing.id}`, webinar),
        await agent.delete(`/api/admin/opportunities/${existing.id}`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ message: adminOnlyMessage });
      }
    }
    const { agent: admin } = await administrator();
    const kept = await getList<Opportunity>(admin, "/api/admin/opportunities");
    expect(kept.rows).toMatchObject([{ id: existing.id, title: existing.title }]);
  });
});
