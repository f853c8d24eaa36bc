import {
  maxRequirementTemplates,
  type RequirementTemplate,
  requirementTemplateMessages,
} from "@common/certifications/requirement-templates";
import { requirementMessages } from "@common/certifications/requirements";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requirementTemplates } from "../../src/server/db/schema";
import type { Agent } from "../support/agent";
import { postAllAtOnce } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });
const url = "/api/requirement-templates";

/** A nurse's renewal as a user would save it. */
function templateForm(overrides: Record<string, unknown> = {}) {
  return {
    name: "RN renewal",
    creditsRequired: 30,
    creditsUnit: "contact hours",
    requirements: {
      categories: [
        { name: "Ethics", kind: "minimum", credits: 2 },
        { name: "Pain management", kind: "minimum", credits: 3 },
        { name: "Self-study", kind: "cap", credits: 10 },
      ],
      carryOver: null,
    },
    ...overrides,
  };
}

async function save(agent: Agent, overrides: Record<string, unknown> = {}) {
  const response = await agent.post(url, templateForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RequirementTemplate>();
}

async function namesOf(agent: Agent) {
  const response = await agent.get(url);
  expect(response.statusCode).toBe(200);
  return response.json<RequirementTemplate[]>().map((template) => template.name);
}

const rowsOf = (userId: number) =>
  t.db.select().from(requirementTemplates).where(eq(requirementTemplates.userId, userId));

describe("POST /api/requirement-templates", () => {
  it("saves the template with decimals, categories and carry-over and answers it (201)", async () => {
    const { user, agent } = await signedIn(t);
    const form = templateForm({
      name: "  PE license  ",
      creditsRequired: 30.5,
      creditsUnit: "credits",
      requirements: {
        categories: [{ name: "Professional ethics", kind: "minimum", credits: 1.25 }],
        carryOver: { maxCredits: 15, lastDays: 90 },
      },
    });
    const response = await agent.post(url, form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      ...form,
      name: "PE license",
      createdAt: now,
      updatedAt: now,
    });
    expect(await rowsOf(user.id)).toMatchObject([
      { name: "PE license", creditsRequired: 30.5, creditsUnit: "credits" },
    ]);
    expect(await agent.get(url).then((r) => r.json())).toEqual([response.json()]);
  });

  it("takes a template without categories (requirements defaulted to none)", async () => {
    const { agent } = await signedIn(t);
    const saved = await save(agent, { name: "Plain 20 hours", requirements: {} });
    expect(saved).toMatchObject({ requirements: { categories: [], carryOver: null } });
  });

  it.each([
    ["a blank name", { name: "   " }, `name: ${requirementTemplateMessages.nameRequired}`],
    [
      "a name over 100 characters",
      { name: "n".repeat(101) },
      `name: ${requirementTemplateMessages.nameTooLong}`,
    ],
    [
      "credits with three decimals",
      { creditsRequired: 1.125 },
      "creditsRequired: Credits required must be a number of 0 or more with at most 2 decimal places",
    ],
    ["an unknown unit", { creditsUnit: "minutes" }, "creditsUnit: Choose a credits unit"],
    [
      "a category named twice in another case",
      {
        requirements: {
          categories: [
            { name: "Ethics", kind: "minimum", credits: 2 },
            { name: "ETHICS", kind: "cap", credits: 4 },
          ],
        },
      },
      `requirements.categories.1.name: ${requirementMessages.duplicateCategory}`,
    ],
  ])(
    "refuses %s with 400 and the field's message, saving nothing",
    async (_case, overrides, message) => {
      const { user, agent } = await signedIn(t);
      const response = await agent.post(url, templateForm(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await rowsOf(user.id)).toEqual([]);
    },
  );

  it("refuses a name the user already uses, whatever its case (409), but not another user's", async () => {
    const { user, agent } = await signedIn(t);
    const { agent: someoneElse } = await signedIn(t);
    await save(agent, { name: "RN renewal" });
    const again = await agent.post(url, templateForm({ name: "rn RENEWAL" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: requirementTemplateMessages.duplicateName });
    expect(await rowsOf(user.id)).toHaveLength(1);
    await save(someoneElse, { name: "RN renewal" });
  });

  it("saves one of two templates of the same name sent at once", async () => {
    const { user, agent } = await signedIn(t);
    const answers = await postAllAtOnce(agent, url, [
      templateForm({ name: "CCRN" }),
      templateForm({ name: "ccrn" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it(`keeps at most ${maxRequirementTemplates} templates (409 after that)`, async () => {
    const { user, agent } = await signedIn(t);
    await t.db.insert(requirementTemplates).values(
      Array.from({ length: maxRequirementTemplates - 1 }, (_, index) => ({
        userId: user.id,
        name: `Template ${index + 1}`,
        creditsRequired: 10,
        creditsUnit: "hours" as const,
      })),
    );
    await save(agent, { name: "The last one" });
    const refused = await agent.post(url, templateForm({ name: "One too many" }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: requirementTemplateMessages.tooMany });
    expect(await rowsOf(user.id)).toHaveLength(maxRequirementTemplates);

    const [first] = await rowsOf(user.id);
    expect((await agent.delete(`${url}/${first?.id}`)).statusCode).toBe(204);
    await save(agent, { name: "One too many" });
  });
});

describe("GET /api/requirement-templates", () => {
  it("lists only the caller's templates, by name without regard to case", async () => {
    const { agent } = await signedIn(t);
    const { agent: someoneElse } = await signedIn(t);
    await save(agent, { name: "pharmacist" });
    await save(agent, { name: "CCRN" });
    await save(agent, { name: "Engineer PE" });
    await save(someoneElse, { name: "Not mine" });
    expect(await namesOf(agent)).toEqual(["CCRN", "Engineer PE", "pharmacist"]);
  });

  it("answers an empty list to someone who has saved none", async () => {
    const { agent } = await signedIn(t);
    expect(await namesOf(agent)).toEqual([]);
  });
});

describe("PUT /api/requirement-templates/:id", () => {
  it("replaces the template, keeping its creation time", async () => {
    const { agent } = await signedIn(t);
    const saved = await save(agent);
    t.clock.advance({ minutes: 1 });
    const form = templateForm({
      name: "RN renewal (2027)",
      creditsRequired: 24.75,
      requirements: { categories: [], carryOver: { maxCredits: 5, lastDays: 30 } },
    });
    const response = await agent.put(`${url}/${saved.id}`, form);
    expect(response.statusCode).toBe(200);
    const updated = {
      ...form,
      id: saved.id,
      createdAt: now,
      updatedAt: "2026-03-01T12:01:00.000Z",
    };
    expect(response.json()).toEqual(updated);
    expect((await agent.get(url)).json()).toEqual([updated]);
  });

  it("lets a template keep its own name in another case, and refuses another's (409)", async () => {
    const { agent } = await signedIn(t);
    const rn = await save(agent, { name: "RN renewal" });
    await save(agent, { name: "CCRN" });
    const recased = await agent.put(`${url}/${rn.id}`, templateForm({ name: "RN Renewal" }));
    expect(recased.statusCode).toBe(200);
    const taken = await agent.put(`${url}/${rn.id}`, templateForm({ name: "ccrn" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: requirementTemplateMessages.duplicateName });
    expect(await namesOf(agent)).toEqual(["CCRN", "RN Renewal"]);
  });

  it("answers 400 for bad input and leaves the template as it was", async () => {
    const { agent } = await signedIn(t);
    const saved = await save(agent);
    const response = await agent.put(`${url}/${saved.id}`, templateForm({ creditsRequired: -1 }));
    expect(response.statusCode).toBe(400);
    expect((await agent.get(url)).json()).toEqual([saved]);
  });
});

describe("ownership", () => {
  it("answers another user's template with the same 404 as a missing one, changing nothing", async () => {
    const { agent: owner } = await signedIn(t);
    const { agent: other } = await signedIn(t);
    const saved = await save(owner);
    const notFound = { message: requirementTemplateMessages.notFound };
    for (const id of [saved.id, saved.id + 100_000]) {
      const put = await other.put(`${url}/${id}`, templateForm({ name: "Taken over" }));
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(notFound);
      const deleted = await other.delete(`${url}/${id}`);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual(notFound);
    }
    expect((await owner.get(url)).json()).toEqual([saved]);
  });
});

describe("DELETE /api/requirement-templates/:id", () => {
  it("deletes the template (204); deleting it again answers 404", async () => {
    const { user, agent } = await signedIn(t);
    const saved = await save(agent);
    const kept = await save(agent, { name: "Kept" });
    expect((await agent.delete(`${url}/${saved.id}`)).statusCode).toBe(204);
    expect(await rowsOf(user.id)).toMatchObject([{ id: kept.id }]);
    expect((await agent.delete(`${url}/${saved.id}`)).statusCode).toBe(404);
  });
});
