import { describe, expect, it } from "vitest";
import { Agent } from "../support/agent";
import { createUser, signInAs } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

/** Two browsers of one account, a laptop and a phone, each with its own session. */
async function laptopAndPhone() {
  const user = await createUser(t.db);
  const laptop = new Agent(t.app, await signInAs(t, user.id));
  const phone = new Agent(t.app, await signInAs(t, user.id));
  return { user, laptop, phone };
}

async function completedTours(agent: Agent): Promise<unknown> {
  const response = await agent.get("/api/user");
  expect(response.statusCode).toBe(200);
  return response.json<{ completedTours: unknown }>().completedTours;
}

describe("completed guided tours, kept for the account", () => {
  it("are none for a new account", async () => {
    const { laptop } = await laptopAndPhone();
    expect(await completedTours(laptop)).toEqual([]);
  });

  it("are known on the phone once finished on the laptop, each once, in the order completed", async () => {
    const { laptop, phone } = await laptopAndPhone();
    const first = await laptop.post("/api/user/completed-tours", { tours: ["dashboard"] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ completedTours: ["dashboard"] });
    const again = await laptop.post("/api/user/completed-tours", {
      tours: ["certifications", "dashboard", "add-credit"],
    });
    expect(again.json()).toEqual({ completedTours: ["dashboard", "certifications", "add-credit"] });
    expect(await completedTours(phone)).toEqual(["dashboard", "certifications", "add-credit"]);
  });

  it("resets one tour, or all, for every device", async () => {
    const { laptop, phone } = await laptopAndPhone();
    await laptop.post("/api/user/completed-tours", { tours: ["dashboard", "calendar", "reports"] });
    const one = await phone.delete("/api/user/completed-tours/calendar");
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ completedTours: ["dashboard", "reports"] });
    expect(await completedTours(laptop)).toEqual(["dashboard", "reports"]);
    expect((await phone.delete("/api/user/completed-tours/calendar")).json()).toEqual({
      completedTours: ["dashboard", "reports"],
    });
    const all = await phone.delete("/api/user/completed-tours");
    expect(all.json()).toEqual({ completedTours: [] });
    expect(await completedTours(laptop)).toEqual([]);
  });

  it("keeps each account's own list", async () => {
    const { laptop } = await laptopAndPhone();
    const other = await laptopAndPhone();
    await laptop.post("/api/user/completed-tours", { tours: ["settings"] });
    expect(await completedTours(other.laptop)).toEqual([]);
    await other.laptop.delete("/api/user/completed-tours");
    expect(await completedTours(laptop)).toEqual(["settings"]);
  });

  it("refuses a tour that does not exist, and an empty list", async () => {
    const { laptop } = await laptopAndPhone();
    for (const tours of [["old-tour"], [], "dashboard"]) {
      const response = await laptop.post("/api/user/completed-tours", { tours });
      expect(response.statusCode).toBe(400);
    }
    expect((await laptop.delete("/api/user/completed-tours/old-tour")).statusCode).toBe(400);
    expect(await completedTours(laptop)).toEqual([]);
  });

  it("answers 401 to nobody signed in, and 403 without the CSRF token", async () => {
    const signedOut = new Agent(t.app);
    const refused = await signedOut.post("/api/user/completed-tours", { tours: ["dashboard"] });
    expect(refused.statusCode).toBe(401);

    const { laptop } = await laptopAndPhone();
    for (const [method, url] of [
      ["POST", "/api/user/completed-tours"],
      ["DELETE", "/api/user/completed-tours/dashboard"],
      ["DELETE", "/api/user/completed-tours"],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: laptop.cookieHeader },
        ...(method === "POST" ? { payload: { tours: ["dashboard"] } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await completedTours(laptop)).toEqual([]);
  });
});
