import { Button, buttonVariants } from "@web/components/ui/button";
import { FileCheck, SearchX } from "lucide-react";
import { Link } from "wouter";

/** The user has no certification to report on. */
export function NoCertificationsToReport() {
  return (
    <div
      data-tour="reports-overview"
      className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center"
    >
      <FileCheck className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">No certifications yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Reports show each certification's credits against what its licensing board requires. Add a
        certification and its credits, and its transcript and audit packet are ready here.
      </p>
      <Link href="/certifications" className={buttonVariants()}>
        Go to certifications
      </Link>
    </div>
  );
}

/** The address names a certification or a cycle the user does not have. */
export function ReportNotFound({
  what,
  onReset,
}: {
  what: "certification" | "cycle";
  onReset: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">
        {what === "certification" ? "Certification not found" : "Cycle not found"}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {what === "certification"
          ? "This address names a certification that is not among yours. It may have been deleted."
          : "This certification has no such cycle."}
      </p>
      <Button variant="outline" onClick={onReset}>
        {what === "certification" ? "Show the first certification" : "Show the current cycle"}
      </Button>
    </div>
  );
}
