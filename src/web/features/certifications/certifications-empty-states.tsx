import { Button } from "@web/components/ui/button";
import { Award, SearchX } from "lucide-react";
import { AddCertificationAction } from "./add-certification-action";

/** The user has no certification at all. */
export function NoCertificationsYet() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-4 text-center sm:p-8">
      <Award className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">No certifications yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Add a license or certification to track its deadline and the continuing-education credits
        you earn toward it.
      </p>
      <AddCertificationAction withFinder />
    </div>
  );
}

/** The filters hide every certification the user has. */
export function NoCertificationsMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">No certifications match</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        No certification matches this search and these filters.
      </p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
