import { certificationMessages } from "@common/certifications/certification";
import { upgradeUrl } from "@common/plan";
import { ruleSetFinderTitle } from "@common/requirement-library/library";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Plus, Search } from "lucide-react";
import { Link } from "wouter";
import { CertificationFormDialog } from "./certification-form-dialog";
import { useCertificationAllowance } from "./use-certifications";

/**
 * The Add Certification button, or, once the free plan is full, a link to upgrade. The server
 * enforces the limit either way; this only saves the user a refused form. `withFinder` (a user
 * with no certification yet) puts "Find your license or certification" first: the same dialog,
 * opened on the requirement library's finder.
 */
export function AddCertificationAction({ withFinder = false }: { withFinder?: boolean }) {
  const { data: allowance } = useCertificationAllowance();
  if (allowance && !allowance.canAdd) {
    return (
      <div
        data-tour="add-certification"
        className="grid gap-2 sm:w-72 sm:shrink-0 sm:justify-items-end"
      >
        <Link href={upgradeUrl} className={buttonVariants()}>
          Upgrade to add more
        </Link>
        <p className="text-sm text-muted-foreground sm:text-right">
          {certificationMessages.freeLimit(allowance.limit ?? allowance.used)}
        </p>
      </div>
    );
  }
  if (withFinder) {
    return (
      <div data-tour="add-certification" className="flex flex-wrap justify-center gap-2">
        <CertificationFormDialog
          findFirst
          trigger={
            // Its words wrap on the narrowest phones rather than push the page sideways.
            <Button className="h-auto min-h-10 whitespace-normal">
              <Search aria-hidden="true" />
              {ruleSetFinderTitle}
            </Button>
          }
        />
        <CertificationFormDialog
          trigger={
            <Button variant="outline">
              <Plus aria-hidden="true" />
              Add Certification
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <CertificationFormDialog
      trigger={
        <Button data-tour="add-certification">
          <Plus aria-hidden="true" />
          Add Certification
        </Button>
      }
    />
  );
}
