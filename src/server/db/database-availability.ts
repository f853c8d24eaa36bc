import { DatabaseUnavailableError } from "./database-unavailable";

export type AvailabilityChange =
  | { available: false; error: unknown }
  | { available: true; unavailableMs: number };

export type AvailabilityOptions = {
  /** One round trip to the database, bounded in time; throws when it cannot answer. */
  probe(): Promise<void>;
  /** While unavailable, a probe starts this often (even if earlier ones still wait). */
  probeEveryMs?: number;
  /** At most this many probes wait at once (a blackholed network holds each until its timeout). */
  maxProbesInFlight?: number;
  /** Called when the database is found unavailable, e.g. to drop every pooled connection. */
  onUnavailable?(): void;
};

/**
 * Whether the database can answer, as the app last found it. A failed connection makes it probe
 * at once; if the probe fails too, every query is refused at once (DatabaseUnavailableError,
 * a 503) instead of waiting on a dead database, and probes run every second until one succeeds.
 * A single dropped connection (a restarted pooler, an idle timeout) thus refuses nothing.
 */
export class DatabaseAvailability {
  private unavailableSince: number | undefined;
  private lastError: unknown;
  private verifying: Promise<boolean> | undefined;
  private probesInFlight = 0;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly listeners = new Set<(change: AvailabilityChange) => void>();
  private readonly probeEveryMs: number;
  private readonly maxProbesInFlight: number;

  constructor(private readonly options: AvailabilityOptions) {
    this.probeEveryMs = options.probeEveryMs ?? 1000;
    this.maxProbesInFlight = options.maxProbesInFlight ?? 3;
  }

  get available(): boolean {
    return this.unavailableSince === undefined;
  }

  /** The error to refuse a query with while the database is known to be unavailable. */
  refusal(): DatabaseUnavailableError | undefined {
    return this.available ? undefined : new DatabaseUnavailableError();
  }

  /** Throws DatabaseUnavailableError while the database is known to be unavailable. */
  check(): void {
    const refusal = this.refusal();
    if (refusal) throw refusal;
  }

  /**
   * Something suggested the database is gone: probes now (one probe for any number of callers)
   * and answers whether the database answered. While unavailable, answers false at once.
   */
  verify(): Promise<boolean> {
    if (!this.available || this.closed) return Promise.resolve(this.available);
    this.verifying ??= this.runProbe().then((answered) => {
      this.verifying = undefined;
      if (!answered) this.becomeUnavailable();
      return answered;
    });
    return this.verifying;
  }

  /** Listens to changes of availability; returns the function that stops listening. */
  onChange(listener: (change: AvailabilityChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops probing (the database is being closed). */
  close(): void {
    this.closed = true;
    clearInterval(this.retry);
  }

  private async runProbe(): Promise<boolean> {
    this.probesInFlight += 1;
    try {
      await this.options.probe();
      return true;
    } catch (error) {
      this.lastError = error;
      return false;
    } finally {
      this.probesInFlight -= 1;
    }
  }

  private becomeUnavailable() {
    if (!this.available || this.closed) return;
    this.unavailableSince = performance.now();
    this.options.onUnavailable?.();
    this.notify({ available: false, error: this.lastError });
    this.retry = setInterval(() => {
      if (this.probesInFlight >= this.maxProbesInFlight) return;
      void this.runProbe().then((answered) => {
        if (answered) this.becomeAvailable();
      });
    }, this.probeEveryMs);
    this.retry.unref();
  }

  private becomeAvailable() {
    if (this.unavailableSince === undefined || this.closed) return;
    const unavailableMs = Math.round(performance.now() - this.unavailableSince);
    this.unavailableSince = undefined;
    this.lastError = undefined;
    clearInterval(this.retry);
    this.notify({ available: true, unavailableMs });
  }

  private notify(change: AvailabilityChange) {
    for (const listener of this.listeners) listener(change);
  }
}
