import type { Credit } from "@common/certifications/credit";
import { certificateUploadRule, uploadProblem } from "@common/upload-rules";
import { FileField } from "@web/components/forms/file-field";
import { Button } from "@web/components/ui/button";
import { useRemoveCreditCertificate } from "./use-credit-changes";

/** The certificate picker, with the attached certificate and Remove certificate when editing. */
export function CertificateField({
  credit,
  onChange,
  onProblem,
}: {
  credit: Credit | null;
  onChange: (file: File | null) => void;
  onProblem: (problem: string | null) => void;
}) {
  const remove = useRemoveCreditCertificate();
  return (
    <div className="grid min-w-0 gap-3">
      {credit?.certificateUrl && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 text-sm break-words">
            Attached: <span className="font-medium">{credit.certificateName ?? "certificate"}</span>
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate(credit.id)}
          >
            Remove certificate
          </Button>
        </div>
      )}
      <FileField
        label={credit?.certificateUrl ? "Replace certificate" : "Certificate"}
        hint="Optional. A PDF, PNG or JPEG file of at most 10 MB."
        accept={certificateUploadRule.contentTypes.join(",")}
        problemOf={(file) => uploadProblem(certificateUploadRule, file)}
        onChange={onChange}
        onProblem={onProblem}
      />
    </div>
  );
}
