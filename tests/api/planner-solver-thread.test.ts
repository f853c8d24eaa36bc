import type { Plan } from "@common/planner";
import { describe, expect, it } from "vitest";
import { educationOpportunities } from "../../src/server/db/schema";
import { addCertification } from "../support/certifications";
import { signedIn } from "../support/factories";
import { emptyCatalog } from "../support/opportunities";
import { setUpTestApp } from "../support/test-app";

// Nov 24, 2026, noon UTC: the user's today.
const t = setUpTestApp({ now: "2026-11-24T12:00:00.000Z" });

const categories = ["Ethics", "Implicit bias", "Pain management", "Infection control"];

/**
 * Eight licenses missing 40 contact hours each, with a minimum in each category, and a
 * catalogue of 800 courses of every size, price and month: a plan that takes the solver a
 * while, the same on every run.
 */
async function largePlanningProblem() {
  const { agent } = await signedIn(t, { subscriptionStatus: "active" });
  for (let index = 0; index < 8; index += 1) {
    await addCertification(agent, {
      name: `License ${index + 1}`,
      creditsUnit: "contact hours",
      creditsRequired: 40,
      receivedDate: "2025-01-01",
      reportingPeriodStart: "2025-01-01",
      expirationDate: `2027-${String(3 + index).padStart(2, "0")}-28`,
      reportingPeriodEnd: `2027-${String(3 + index).padStart(2, "0")}-28`,
      requirements: {
        categories: [
          { name: categories[index % categories.length] ?? "Ethics", kind: "minimum", credits: 6 },
        ],
      },
    });
  }
  await emptyCatalog(t.db);
  await t.db.insert(educationOpportunities).values(
    Array.from({ length: 800 }, (_, index) => ({
      title: `Course ${index + 1}`,
      provider: `Provider ${index % 13}`,
      description: "A course of the catalogue.",
      url: `https://learn.example.org/${index + 1}`,
      credits: 1 + ((index * 7) % 9),
      creditsUnit: "contact hours",
      category: categories[index % categories.length] ?? "Ethics",
      format: "Online course" as const,
      cost: 15 + ((index * 37) % 190),
      startDate: index % 3 === 0 ? null : `2027-${String(1 + (index % 9)).padStart(2, "0")}-10`,
      endDate: index % 3 === 0 ? null : `2027-${String(1 + (index % 9)).padStart(2, "0")}-10`,
    })),
  );
  return agent;
}

describe("the renewal planner's solver thread", () => {
  it("leaves the instance answering other requests while a plan is solved", async () => {
    const agent = await largePlanningProblem();
    const answered: string[] = [];
    const request = (name: string, url: string) =>
      agent.get(url).then((response) => {
        answered.push(name);
        return response;
      });

    // Both plans are gathered at once and solved one after the other: when the first is
    // answered, the other is being solved (or still gathered) as the preferences are asked for.
    const byCost = request("plan by cost", "/api/planner");
    const byHours = request("plan by hours", "/api/planner?minimize=hours");
    await Promise.race([byCost, byHours]);
    const preferences = await request("preferences", "/api/planner/preferences");
    const plans = await Promise.all([byCost, byHours]);

    expect(preferences.statusCode).toBe(200);
    for (const plan of plans) {
      expect(plan.statusCode, plan.body).toBe(200);
      expect(plan.json<Plan>().courses.length).toBeGreaterThan(0);
    }
    const aPlan = expect.stringMatching(/^plan by/);
    expect(answered).toEqual([aPlan, "preferences", aPlan]);
  });
});
