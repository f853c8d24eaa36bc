import { Spinner } from "@web/components/ui/spinner";
import { lazyNamed } from "@web/lib/lazy-named";
import { Suspense } from "react";

const CalendarFeedCard = lazyNamed(() => import("./calendar-feed-card"), "CalendarFeedCard");

/**
 * The calendar feed's card, fetched with its own chunk when a page shows it (the calendar and
 * Alerts), so neither page's first load carries it.
 */
export function CalendarFeedSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <CalendarFeedCard />
    </Suspense>
  );
}
