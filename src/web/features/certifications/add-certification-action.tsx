import { certificationMessages } from "@common/certifications/certification";
import { upgradeUrl } from "@common/plan";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Plus } from "lucide-react";
import { Link } from "wouter";
import { CertificationFormDialog } from "./certification-form-dialog";
import { useCertificationAllowance } from "./use-certifications";

/**
 * The Add Certification button, or, once the free plan is full, a link to upgrade. The server
 * enforces the limit either way; this only saves the user a refused form.
 */
export function AddCertificationAction() {
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
