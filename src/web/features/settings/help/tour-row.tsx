import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useToast } from "@web/hooks/use-toast";
import { forgetTour } from "@web/tours/account-tours";
import { startTour } from "@web/tours/current-tour";
import type { TourDefinition } from "@web/tours/tour-definition";
import { RotateCcw } from "lucide-react";
import { useLocation } from "wouter";

/** Where each tour starts, in the user's words. */
const startsWhen: Record<TourDefinition["name"], string> = {
  dashboard: "Starts when you open the Dashboard.",
  certifications: "Starts when you open Certifications.",
  calendar: "Starts when you open the Calendar.",
  reports: "Starts when you open Reports.",
  settings: "Starts when you open Settings.",
  "add-certification": "Starts when you open Add Certification on the Certifications page.",
  "add-credit": "Starts when you open Add Credit on a certification's page.",
};

/** A tour with its status and a restart button that takes you where it starts. */
export function TourRow({ tour, completed }: { tour: TourDefinition; completed: boolean }) {
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const restart = () => {
    forgetTour(tour.name);
    if (tour.startsOn === "page") {
      startTour(tour.name);
    } else {
      // A form tour needs its form open: it starts the next time the form opens.
      toast({ title: "Tour restarted", description: startsWhen[tour.name] });
    }
    navigate(tour.path);
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium">{tour.label}</p>
        <p className="text-muted-foreground">{startsWhen[tour.name]}</p>
      </div>
      <Badge variant={completed ? "success" : "outline"}>
        {completed ? "Completed" : "Not completed"}
      </Badge>
      <Button variant="outline" size="sm" onClick={restart}>
        <RotateCcw aria-hidden="true" />
        Restart {tour.label} tour
      </Button>
    </li>
  );
}
