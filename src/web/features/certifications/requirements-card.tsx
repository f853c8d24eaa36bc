import type { CertificationDetail } from "@common/certifications/certification";
import { FormDialog } from "@web/components/forms/form-dialog";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { lazyNamed } from "@web/lib/lazy-named";
import { Pencil } from "lucide-react";

import { RequirementsList } from "./requirements-list";

// Fetched when the dialog is about to open, not with the certification page.
const RequirementsForm = lazyNamed(() => import("./requirements-form"), "RequirementsForm");

/** What the board asks of this cycle, with Edit for the current cycle's requirements. */
export function RequirementsCard({ certification }: { certification: CertificationDetail }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-xl">Requirements</CardTitle>
        <FormDialog
          trigger={
            <Button variant="outline" size="sm">
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> requirements</span>
            </Button>
          }
          preload={RequirementsForm.preload}
          title="Edit Requirements"
          description={`The requirements of cycle ${certification.cycle} of ${certification.name}. Past cycles keep their own.`}
          className="max-w-3xl"
        >
          {(close) => <RequirementsForm certification={certification} onDone={close} />}
        </FormDialog>
      </CardHeader>
      <CardContent>
        <RequirementsList
          requirements={certification.requirements}
          unit={certification.creditsUnit}
        />
      </CardContent>
    </Card>
  );
}
