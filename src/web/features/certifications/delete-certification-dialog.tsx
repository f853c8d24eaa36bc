import type { CertificationDetail } from "@common/certifications/certification";
import { countOf } from "@common/plural";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Trash2 } from "lucide-react";
import { useDeleteCertification } from "./use-certification-changes";
import { useCredits } from "./use-certifications";

/** The credits a deletion removes: the current cycle's count, and those of any past cycle. */
function creditsText(currentCredits: number | null, pastCycles: number): string {
  const current =
    currentCredits === null ? "its credits" : `its ${countOf(currentCredits, "credit", "credits")}`;
  if (pastCycles === 0) return current;
  const past = countOf(pastCycles, "past cycle", "past cycles");
  if (currentCredits === 0) return `the credits of its ${past}`;
  if (currentCredits === null) return `its credits of this cycle and of its ${past}`;
  return `${current} in this cycle and those of its ${past}`;
}

/** What a deletion removes, said in full: the server removes all of it. */
export function deletionText(certification: CertificationDetail, currentCredits: number | null) {
  const parts = [
    creditsText(currentCredits, certification.pastCycles.length),
    "their certificate files",
    ...(certification.logo ? ["its logo"] : []),
    "its activity history",
  ];
  const last = parts.pop();
  return `This permanently removes ${certification.name}, ${parts.join(", ")} and ${last}. This cannot be undone.`;
}

export function DeleteCertificationDialog({
  certification,
}: {
  certification: CertificationDetail;
}) {
  const remove = useDeleteCertification();
  const credits = useCredits({ certificationId: certification.id, page: 1 });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this certification?"
      description={deletionText(certification, credits.data?.total ?? null)}
      confirmLabel="Delete certification"
      onConfirm={() => remove.mutate(certification.id)}
    />
  );
}
