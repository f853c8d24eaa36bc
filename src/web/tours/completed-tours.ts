import type { TourName } from "@common/tour-names";

/** Spec section 9: the finished or skipped tours, a JSON array of tour names. */
export const completedToursKey = "certminder_completed_tutorials";

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: readonly string[] = [];
// When the browser refuses storage, completion is kept for this page's life instead.
let unsaved: readonly string[] | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(completedToursKey) ?? null;
  } catch {
    return null;
  }
}

/** A missing, corrupt or odd value reads as "nothing completed" rather than breaking the app. */
function parse(raw: string | null): readonly string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((name): name is string => typeof name === "string"))];
  } catch {
    return [];
  }
}

/**
 * The completed tour names. The same array comes back while the stored value is unchanged, as
 * useSyncExternalStore needs. Names this version does not know are kept, not dropped.
 */
export function getCompletedTours(): readonly string[] {
  if (unsaved) return unsaved;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function save(names: readonly string[] | null): void {
  try {
    const store = storage();
    if (!store) throw new Error("No storage");
    if (names === null) store.removeItem(completedToursKey);
    else store.setItem(completedToursKey, JSON.stringify(names));
    unsaved = null;
  } catch {
    unsaved = names ?? [];
  }
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function isTourCompleted(name: TourName): boolean {
  return getCompletedTours().includes(name);
}

/** Records a finished or skipped tour, so it does not start on its own again. */
export function markTourCompleted(name: TourName): void {
  const completed = getCompletedTours();
  if (completed.includes(name)) return;
  save([...completed, name]);
}

/** Adds the names (the account's list, say) to the browser's, each once, keeping the others. */
export function addCompletedTours(names: readonly string[]): void {
  const completed = getCompletedTours();
  const added = names.filter(
    (name, index) => !completed.includes(name) && names.indexOf(name) === index,
  );
  if (added.length > 0) save([...completed, ...added]);
}

/** Forgets that a tour was completed: it starts again on the next visit to its page or form. */
export function resetTour(name: TourName): void {
  const completed = getCompletedTours();
  if (!completed.includes(name)) return;
  save(completed.filter((completedName) => completedName !== name));
}

export function resetAllTours(): void {
  save(null);
}

function onStorage(event: StorageEvent): void {
  if (event.key === completedToursKey || event.key === null) notify();
}

/** Calls `listener` on every change, from this tab or (through storage events) another one. */
export function subscribeToCompletedTours(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") {
    window.addEventListener("storage", onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") {
      window.removeEventListener("storage", onStorage);
    }
  };
}
