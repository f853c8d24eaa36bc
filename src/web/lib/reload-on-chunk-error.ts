const lastReloadKey = "certminder:chunk-error-reload-at";
/** A second failure this soon after reloading means reloading does not help. */
const reloadWindowMs = 10_000;

export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt > reloadWindowMs;
}

/**
 * A page chunk that fails to load (typically after a new release replaced the old files) is
 * fetched again by reloading the page once. If that does not help, the error is left to reach
 * the error boundary instead of reloading in a loop.
 */
export function reloadOnceOnChunkError(): void {
  window.addEventListener("vite:preloadError", (event) => {
    try {
      const stored = Number(window.sessionStorage.getItem(lastReloadKey));
      const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
      if (!shouldReloadForChunkError(Date.now(), lastReloadAt)) return;
      window.sessionStorage.setItem(lastReloadKey, String(Date.now()));
    } catch {
      // Without storage a reload could not be limited to one, so let the error surface.
      return;
    }
    console.warn("A page chunk failed to load; reloading once.", event.payload);
    event.preventDefault();
    window.location.reload();
  });
}
