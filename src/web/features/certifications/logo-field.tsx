import type { Certification } from "@common/certifications/certification";
import { imageUploadRule, uploadProblem } from "@common/upload-rules";
import { FileField } from "@web/components/forms/file-field";
import { Button } from "@web/components/ui/button";
import { CertificationLogo } from "./certification-logo";
import { useRemoveCertificationLogo } from "./use-certification-changes";

/** The logo picker, with the current logo and its Remove logo button when editing. */
export function LogoField({
  certification,
  onChange,
}: {
  certification: Certification | null;
  onChange: (file: File | null) => void;
}) {
  const remove = useRemoveCertificationLogo();
  return (
    <div className="grid min-w-0 gap-3">
      {certification?.logo && (
        <div className="flex flex-wrap items-center gap-3">
          <CertificationLogo
            src={certification.logo}
            alt={`Current logo of ${certification.name}`}
            size="large"
          />
          <Button
            variant="outline"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate(certification.id)}
          >
            Remove logo
          </Button>
        </div>
      )}
      <FileField
        label="Logo"
        hint="A PNG, JPEG or WebP image of at most 1 MB."
        accept={imageUploadRule.contentTypes.join(",")}
        problemOf={(file) => uploadProblem(imageUploadRule, file)}
        onChange={onChange}
      />
    </div>
  );
}
