import { useToast } from "@web/hooks/use-toast";
import { lazyNamed } from "@web/lib/lazy-named";
import { Suspense, useEffect, useState } from "react";

const Toaster = lazyNamed(() => import("./toaster"), "Toaster");

/** Runs `then` once the page has loaded and the browser has a moment to spare. */
function whenIdleAfterLoad(then: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(then, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(then, 200);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") idle();
  else {
    window.addEventListener("load", idle, { once: true });
    cancel = () => window.removeEventListener("load", idle);
  }
  return () => cancel();
}

/**
 * The toast area (and its F8 shortcut), whose code is not needed to paint a page: it comes
 * once the page has loaded and the browser is idle, or at once when a toast is shown before.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
