import type { CertificationDetail } from "@common/certifications/certification";
import { documentUploadRule, uploadProblem } from "@common/upload-rules";
import { FileField } from "@web/components/forms/file-field";
import { Button } from "@web/components/ui/button";
import { TitledCard } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FileText, Upload } from "lucide-react";
import { useState } from "react";
import {
  useRemoveCertificationDocument,
  useUploadCertificationDocument,
} from "./use-certification-changes";

/** A link to a cycle's stored document, opened in a new tab. */
export function DocumentLink({ url, name }: { url: string; name: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-w-0 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <FileText className="size-4 shrink-0" aria-hidden="true" />
      <span className="break-all">View document ({name})</span>
    </a>
  );
}

/**
 * The current cycle's document (the license card or certificate itself): view, replace or
 * remove it. A renewal keeps it with the finished cycle; the new cycle starts without one.
 */
export function CycleDocumentCard({ certification }: { certification: CertificationDetail }) {
  const upload = useUploadCertificationDocument(certification.id);
  const remove = useRemoveCertificationDocument(certification.id);
  const [file, setFile] = useState<File | null>(null);
  // A new picker after each upload, so the chosen file does not linger in it.
  const [pickerKey, setPickerKey] = useState(0);
  const { document } = certification;
  return (
    <TitledCard title="Document" className="min-w-0" contentClassName="grid min-w-0 gap-4">
      {document ? (
        <div className="flex flex-wrap items-center gap-3">
          <DocumentLink url={document.url} name={document.name} />
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" disabled={remove.isPending}>
                Remove document
              </Button>
            }
            title="Remove this document?"
            description={`This permanently removes ${document.name} from cycle ${certification.cycle} of ${certification.name}.`}
            confirmLabel="Remove document"
            onConfirm={() => remove.mutate()}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          No document for this cycle yet. Keep the license card or certificate here.
        </p>
      )}
      <form
        className="grid min-w-0 justify-items-start gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          upload.mutate(file, {
            onSuccess: () => {
              setFile(null);
              setPickerKey((key) => key + 1);
            },
          });
        }}
      >
        <div className="w-full min-w-0">
          <FileField
            key={pickerKey}
            label={document ? "Replace document" : "Document file"}
            hint="A PDF, PNG or JPEG file of at most 10 MB."
            accept={documentUploadRule.contentTypes.join(",")}
            problemOf={(picked) => uploadProblem(documentUploadRule, picked)}
            onChange={setFile}
          />
        </div>
        <Button type="submit" disabled={!file || upload.isPending}>
          <Upload aria-hidden="true" />
          {upload.isPending ? "Uploading..." : "Upload document"}
        </Button>
      </form>
    </TitledCard>
  );
}
