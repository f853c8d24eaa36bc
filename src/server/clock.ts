/** The one source of "now" for every time-dependent rule; tests pass a fixed or moving clock. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
