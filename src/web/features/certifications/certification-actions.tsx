import type { CertificationDetail } from "@common/certifications/certification";
import { Button } from "@web/components/ui/button";
import { Pencil } from "lucide-react";
import { CertificationFormDialog } from "./certification-form-dialog";
import { DeleteCertificationDialog } from "./delete-certification-dialog";
import { RenewDialog } from "./renew-dialog";

/** Edit, Renew and Delete of the certification shown on the detail page. */
export function CertificationActions({ certification }: { certification: CertificationDetail }) {
  return (
    <div data-tour="certification-actions" className="flex flex-wrap gap-2">
      <CertificationFormDialog
        certification={certification}
        trigger={
          <Button variant="outline">
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        }
      />
      <RenewDialog certification={certification} />
      <DeleteCertificationDialog certification={certification} />
    </div>
  );
}
