import { Button } from "@web/components/ui/button";
import { useToast } from "@web/hooks/use-toast";
import { forgetAllTours } from "@web/tours/account-tours";
import { tours } from "@web/tours/tours";
import { useCompletedTours } from "@web/tours/use-completed-tours";
import { HelpSection } from "./help-section";
import { TourRow } from "./tour-row";

export function GuidedToursHelp() {
  const completed = useCompletedTours();
  const { toast } = useToast();
  const resetAll = () => {
    forgetAllTours();
    toast({
      title: "Tours reset",
      description: "Each tour starts again the next time you open its page or form.",
    });
  };
  return (
    <HelpSection
      title="Guided tours"
      description="Short tours point out the parts of a page. Each starts on its own the first time, and not again once you finish or skip it (Escape skips too)."
    >
      <ul className="grid divide-y" aria-label="Tours">
        {Object.values(tours).map((tour) => (
          <TourRow key={tour.name} tour={tour} completed={completed.includes(tour.name)} />
        ))}
      </ul>
      <Button variant="outline" className="justify-self-start" onClick={resetAll}>
        Reset all tours
      </Button>
    </HelpSection>
  );
}
