import { describe, expect, it } from "vitest";
import {
  type AvailabilityChange,
  DatabaseAvailability,
} from "../../src/server/db/database-availability";
import { DatabaseUnavailableError } from "../../src/server/db/database-unavailable";

/** A database whose answers the test decides: `down` makes every probe fail. */
function fakeDatabase() {
  const state = { down: false, probes: 0, waiting: 0, hang: false };
  const probe = async () => {
    state.probes += 1;
    if (state.hang) {
      state.waiting += 1;
      await new Promise(() => {});
    }
    if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
  };
  return { state, probe };
}

function changesOf(availability: DatabaseAvailability) {
  const changes: AvailabilityChange[] = [];
  availability.onChange((change) => changes.push(change));
  return changes;
}

async function waitUntil(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("database availability", () => {
  it("refuses nothing when a dropped connection's probe is answered", async () => {
    const database = fakeDatabase();
    let dropped = 0;
    const availability = new DatabaseAvailability({
      probe: database.probe,
      onUnavailable: () => (dropped += 1),
    });
    const changes = changesOf(availability);

    expect(await Promise.all([availability.verify(), availability.verify()])).toEqual([true, true]);
    expect(database.state.probes).toBe(1);
    expect(() => availability.check()).not.toThrow();
    expect(changes).toEqual([]);
    expect(dropped).toBe(0);
    availability.close();
  });

  it("refuses every query at once while down, and serves again once a probe is answered", async () => {
    const database = fakeDatabase();
    let dropped = 0;
    const availability = new DatabaseAvailability({
      probe: database.probe,
      probeEveryMs: 10,
      onUnavailable: () => (dropped += 1),
    });
    const changes = changesOf(availability);

    database.state.down = true;
    expect(await availability.verify()).toBe(false);
    expect(() => availability.check()).toThrow(DatabaseUnavailableError);
    expect(availability.refusal()).toBeInstanceOf(DatabaseUnavailableError);
    expect(dropped).toBe(1);
    // Known to be down: no new probe per caller, the retries run on their own.
    const probesBefore = database.state.probes;
    expect(await availability.verify()).toBe(false);
    expect(database.state.probes).toBe(probesBefore);

    await waitUntil(() => database.state.probes >= probesBefore + 3);
    expect(availability.available).toBe(false);
    database.state.down = false;
    await waitUntil(() => availability.available);

    expect(() => availability.check()).not.toThrow();
    expect(changes).toEqual([
      { available: false, error: expect.objectContaining({ message: expect.any(String) }) },
      { available: true, unavailableMs: expect.any(Number) },
    ]);
    expect(dropped).toBe(1);
    availability.close();
  });

  it("keeps at most three probes waiting on a network that never answers", async () => {
    const database = fakeDatabase();
    const availability = new DatabaseAvailability({ probe: database.probe, probeEveryMs: 5 });
    database.state.down = true;
    expect(await availability.verify()).toBe(false);

    database.state.hang = true;
    await waitUntil(() => database.state.waiting >= 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(database.state.waiting).toBe(3);
    availability.close();
  });

  it("stops probing once closed", async () => {
    const database = fakeDatabase();
    const availability = new DatabaseAvailability({ probe: database.probe, probeEveryMs: 5 });
    database.state.down = true;
    await availability.verify();
    availability.close();
    const probes = database.state.probes;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(database.state.probes).toBe(probes);
  });
});
