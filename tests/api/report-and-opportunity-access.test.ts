import type { Certification } from "@common/certifications/certification";
import { premiumRequiredMessage, upgradeUrl } from "@common/plan";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiRoute } from "../../src/server/plugins/access";
import type { Agent } from "../support/agent";
import { addCertification, addCredit, pdf, sendRaw } from "../support/certifications";
import { signedIn } from "../support/factories";
import { insertOpportunity } from "../support/opportunities";
import { setUpTestApp } from "../support/test-app";

// Every report and opportunity endpoint, read from the route table, so a new one is covered
// (or this test says it does not know how to call it): a free user is refused with the
// premium explanation, a premium user gets real rows, and another user's ids answer 404.

const t = setUpTestApp({ now: "2026-11-24T12:00:00.000Z" });

type Ids = { certificationId: number; shareId: number; opportunityId: number };

type Call = {
  method: string;
  url: string;
  body?: unknown;
  /** What the owner of the ids gets. */
  owner: (response: LightMyRequestResponse) => void;
  /** What another premium user gets with the same ids: 404, or only their own rows. */
  stranger: (response: LightMyRequestResponse) => void;
};

const notFound = (message: string) => (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toEqual({ message });
};

const ok = (response: LightMyRequestResponse, status = 200) =>
  expect(response.statusCode, response.body).toBe(status);

const rows = (response: LightMyRequestResponse) => response.json<Record<string, unknown>[]>();

/** How to call each route, with its ids filled in, and what each caller gets. */
function callsWith({ certificationId, shareId, opportunityId }: Ids): Record<string, Call> {
  const certification = `/api/reports/certifications/${certificationId}`;
  const download = (suffix: string, type: string) => ({
    method: "GET",
    url: `${certification}/${suffix}`,
    owner: (response: LightMyRequestResponse) => {
      ok(response);
      expect(response.headers["content-type"]).toContain(type);
      expect(response.rawPayload.length).toBeGreaterThan(100);
    },
    stranger: notFound("Certification not found"),
  });
  return {
    "GET /api/reports/overview": {
      method: "GET",
      url: "/api/reports/overview",
      owner: (response) => {
        ok(response);
        expect(rows(response)).toMatchObject([{ certification: { id: certificationId } }]);
      },
      stranger: (response) => {
        ok(response);
        expect(rows(response)).toEqual([]);
      },
    },
    "GET /api/reports/certifications/:id": {
      method: "GET",
      url: certification,
      owner: (response) => {
        ok(response);
        expect(response.json()).toMatchObject({ certification: { id: certificationId } });
        expect(response.body).toContain("Ethics in Practice");
      },
      stranger: notFound("Certification not found"),
    },
    "GET /api/reports/certifications/:id/transcript.pdf": download(
      "transcript.pdf",
      "application/pdf",
    ),
    "GET /api/reports/certifications/:id/credits.csv": download("credits.csv", "text/csv"),
    "GET /api/reports/certifications/:id/packet.zip": download("packet.zip", "application/zip"),
    "POST /api/reports/certifications/:id/shares": {
      method: "POST",
      url: `${certification}/shares`,
      body: { expiresInDays: 7 },
      owner: (response) => {
        ok(response, 201);
        expect(response.json()).toMatchObject({ certificationId, url: expect.any(String) });
      },
      stranger: notFound("Certification not found"),
    },
    "GET /api/reports/shares": {
      method: "GET",
      url: "/api/reports/shares",
      owner: (response) => {
        ok(response);
        expect(rows(response)).toContainEqual(expect.objectContaining({ id: shareId }));
      },
      stranger: (response) => {
        ok(response);
        expect(rows(response)).toEqual([]);
      },
    },
    "GET /api/reports/shares/:id/accesses": {
      method: "GET",
      url: `/api/reports/shares/${shareId}/accesses`,
      owner: (response) => {
        ok(response);
        expect(rows(response)).toMatchObject([{ action: "viewed" }]);
      },
      stranger: notFound("Share link not found"),
    },
    "DELETE /api/reports/shares/:id": {
      method: "DELETE",
      url: `/api/reports/shares/${shareId}`,
      owner: (response) => {
        ok(response);
        expect(response.json()).toMatchObject({ id: shareId, status: "revoked" });
      },
      stranger: notFound("Share link not found"),
    },
    "GET /api/opportunities": {
      method: "GET",
      url: "/api/opportunities?gaps=only",
      owner: (response) => {
        ok(response);
        expect(rows(response)).toMatchObject([
          {
            id: opportunityId,
            gap: { certificationId, text: "covers your 2 missing ethics hours" },
          },
        ]);
      },
      // The catalog is everyone's; the gaps are not.
      stranger: (response) => {
        ok(response);
        expect(rows(response)).toEqual([]);
      },
    },
    "GET /api/opportunities/categories": {
      method: "GET",
      url: "/api/opportunities/categories",
      owner: (response) => {
        ok(response);
        expect(response.json()).toContain("Ethics");
      },
      stranger: (response) => {
        ok(response);
        expect(response.json()).toContain("Ethics");
      },
    },
    "POST /api/opportunities/:id/completion": {
      method: "POST",
      url: `/api/opportunities/${opportunityId}/completion`,
      body: { certificationIds: [certificationId], completionDate: "2026-11-20" },
      owner: (response) => {
        ok(response, 201);
        expect(response.json()).toMatchObject({ certificationId, categories: ["Ethics"] });
      },
      stranger: notFound("Certification not found"),
    },
  };
}

/** The routes under test, from the route table; the public share links are D's own. */
function reportAndOpportunityRoutes(): ApiRoute[] {
  return t.app.apiRoutes.filter(
    (route) => route.url.startsWith("/api/reports") || route.url.startsWith("/api/opportunities"),
  );
}

/** Mutations last, so the owner's calls find their rows before a share is revoked. */
const order = ["GET", "POST", "DELETE"];
function ordered(routes: ApiRoute[]): ApiRoute[] {
  return [...routes].sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
}

function send(agent: Agent, call: Call) {
  switch (call.method) {
    case "GET":
      return agent.get(call.url);
    case "POST":
      return agent.post(call.url, call.body);
    case "DELETE":
      return agent.delete(call.url);
    default:
      throw new Error(`no way to send ${call.method}`);
  }
}

describe("access to every report and opportunity endpoint", () => {
  let owner: Agent;
  let ids: Ids;

  beforeAll(async () => {
    const signed = await signedIn(t, { subscriptionStatus: "active", firstName: "Ada" });
    owner = signed.agent;
    const certification: Certification = await addCertification(owner, {
      name: "Registered Nurse",
      reportingPeriodStart: "2025-01-01",
      reportingPeriodEnd: "2026-12-31",
      expirationDate: "2026-12-31",
      requirements: {
        categories: [{ name: "Ethics", kind: "minimum", credits: 4 }],
        carryOver: null,
      },
    });
    const credit = await addCredit(owner, certification.id, {
      title: "Ethics in Practice",
      credits: 2,
      completionDate: "2026-06-10",
      categories: ["Ethics"],
    });
    const upload = await sendRaw(
      owner,
      `/api/credits/${credit.id}/certificate?name=ethics.pdf`,
      pdf,
      "application/pdf",
    );
    expect(upload.statusCode).toBe(200);
    const share = await owner.post(`/api/reports/certifications/${certification.id}/shares`, {
      expiresInDays: 7,
    });
    expect(share.statusCode, share.body).toBe(201);
    const { id: shareId, url } = share.json<{ id: number; url: string }>();
    const token = url.split("/shared/")[1] ?? "";
    expect((await t.app.inject({ url: `/api/shared/${token}` })).statusCode).toBe(200);
    const opportunity = await insertOpportunity(t.db, {
      title: "Ethics for Nurses",
      category: "Ethics",
      credits: 3,
      creditsUnit: "hours",
    });
    ids = { certificationId: certification.id, shareId, opportunityId: opportunity.id };
  });

  it("knows how to call every one of them", () => {
    const known = Object.keys(callsWith(ids));
    const routes = reportAndOpportunityRoutes().map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes.filter((route) => !known.includes(route))).toEqual([]);
  });

  it("refuses a free user with the premium explanation on every one of them", async () => {
    const { agent: free } = await signedIn(t);
    const calls = callsWith(ids);
    for (const route of reportAndOpportunityRoutes()) {
      const call = calls[`${route.method} ${route.url}`];
      if (!call) throw new Error(`no call for ${route.method} ${route.url}`);
      const response = await send(free, call);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual({ message: premiumRequiredMessage, upgradeUrl });
    }
  });

  it("answers another premium user 404 for the owner's ids, and none of the owner's rows", async () => {
    const { agent: stranger } = await signedIn(t, { subscriptionStatus: "active" });
    const calls = callsWith(ids);
    for (const route of ordered(reportAndOpportunityRoutes())) {
      const call = calls[`${route.method} ${route.url}`];
      if (!call) throw new Error(`no call for ${route.method} ${route.url}`);
      const response = await send(stranger, call);
      call.stranger(response);
    }
    // The owner's cycle through the cycle query is the owner's too.
    const cycle = await stranger.get(`/api/reports/certifications/${ids.certificationId}?cycle=1`);
    expect(cycle.statusCode).toBe(404);
  });

  it("answers the premium owner with real rows on every one of them", async () => {
    const calls = callsWith(ids);
    for (const route of ordered(reportAndOpportunityRoutes())) {
      const call = calls[`${route.method} ${route.url}`];
      if (!call) throw new Error(`no call for ${route.method} ${route.url}`);
      const response = await send(owner, call);
      call.owner(response);
    }
    // A cycle the certification does not have is not found either.
    const past = await owner.get(`/api/reports/certifications/${ids.certificationId}?cycle=2`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ message: "Cycle not found" });
  });
});
