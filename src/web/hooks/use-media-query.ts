import { useSyncExternalStore } from "react";

/** Whether the media query matches; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/**
 * True under 768 px, the mobile breakpoint of spec section 9 and Tailwind's `md`: for the
 * few screens that show different content on a phone rather than the same content restyled.
 */
export function usePhoneLayout(): boolean {
  return !useMediaQuery("(min-width: 768px)");
}
