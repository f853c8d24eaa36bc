import { buttonVariants } from "@web/components/ui/button";
import { Link } from "wouter";

/** A certification that does not exist, or is another user's (the API answers both with 404). */
export function CertificationNotFound() {
  return (
    <div className="grid max-w-md gap-4">
      <h1 className="text-3xl font-bold tracking-tight">Certification not found</h1>
      <p className="text-muted-foreground">
        This certification does not exist, or it has been deleted.
      </p>
      <div>
        <Link href="/certifications" className={buttonVariants({ variant: "outline" })}>
          Back to certifications
        </Link>
      </div>
    </div>
  );
}
