import type { Clock } from "../../src/server/clock";

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start: Date | string = "2026-03-01T12:00:00Z") {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to);
  }

  advance({ days = 0, minutes = 0 }: { days?: number; minutes?: number }): void {
    this.current = new Date(this.current.getTime() + (days * 24 * 60 + minutes) * 60_000);
  }
}
