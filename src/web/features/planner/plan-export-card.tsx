import type { PlannerPreferences, PlanObjective } from "@common/planner";
import { Button } from "@web/components/ui/button";
import { TitledCard } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { downloadFile } from "@web/lib/download-file";
import { showFailure } from "@web/lib/failure-toast";
import { FileDown } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { planPdfUrl } from "./planner-api";

/** The plan as a PDF, and its courses in the calendar feed when the user chooses. */
export function PlanExportCard({
  minimize,
  preferences,
  onChange,
  busy,
}: {
  /** The objective the plan shown was solved for: the PDF is that plan. */
  minimize: PlanObjective;
  preferences: PlannerPreferences;
  onChange: (preferences: PlannerPreferences) => void;
  busy: boolean;
}) {
  const calendarId = useId();
  const [downloading, setDownloading] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setSaved(null);
    try {
      setSaved((await downloadFile(planPdfUrl(minimize))).fileName);
    } catch (error) {
      showFailure("Could not download the plan", error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <TitledCard title="Export" contentClassName="grid gap-4">
      <div className="grid gap-1">
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={downloading}
          onClick={() => void download()}
        >
          <FileDown aria-hidden="true" />
          Download PDF
        </Button>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {downloading ? "Preparing the file…" : saved ? `Saved ${saved}` : ""}
        </p>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={calendarId}
          className="mt-0.5"
          disabled={busy}
          checked={preferences.includeInCalendar}
          onCheckedChange={(checked) =>
            onChange({ ...preferences, includeInCalendar: checked === true })
          }
        />
        <Label htmlFor={calendarId} className="grid gap-1 leading-snug">
          Show planned courses in my calendar feed
          <span className="font-normal text-muted-foreground">
            Each course appears on the day the plan starts it.
          </span>
        </Label>
      </div>
      <p className="text-sm text-muted-foreground">
        Subscribe to the feed from the{" "}
        <Link
          href="/calendar"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Calendar
        </Link>{" "}
        page.
      </p>
    </TitledCard>
  );
}
