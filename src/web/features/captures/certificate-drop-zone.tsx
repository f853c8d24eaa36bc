import { captureUploadRule } from "@common/captures";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { Camera, FileUp } from "lucide-react";
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from "react";
import { CaptureUploadRow } from "./capture-upload-row";
import { captureInboxQuery } from "./captures-api";
import { useCaptureUploads } from "./use-capture-uploads";

const accepted = captureUploadRule.contentTypes.join(",");

/**
 * "Add from certificate": certificates dropped here, picked as files, or photographed with a
 * phone's camera are sent to be read, each with its own row; each leads to its review once
 * read. `from` is where the review goes back to.
 */
export function CertificateDropZone({ from }: { from: string }) {
  const { uploads, add } = useCaptureUploads();
  const inbox = useQuery({ ...captureInboxQuery(), enabled: uploads.length > 0 });
  const [dragging, setDragging] = useState(false);
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const take = (list: FileList | null) => {
    if (list && list.length > 0) add([...list]);
  };
  // Emptied once taken, so choosing the same file again sends it again.
  const takeChosen = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    event.target.value = "";
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const inboxRows = new Map((inbox.data?.rows ?? []).map((capture) => [capture.id, capture]));
  return (
    <div className="grid min-w-0 gap-3">
      <fieldset
        data-testid="certificate-drop-zone"
        className={cn(
          "grid min-w-0 justify-items-center gap-3 rounded-lg border-2 border-dashed p-4 text-center",
          dragging && "border-primary bg-primary/5",
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <legend className="sr-only">Drop certificates here</legend>
        <p id={hintId} className="text-sm text-muted-foreground">
          Drop certificates here (PDF, PNG, JPEG or WebP, up to 20 MB each). We read the title,
          provider, date and credits for you to check.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="outline"
            aria-describedby={hintId}
            onClick={() => files.current?.click()}
          >
            <FileUp aria-hidden="true" />
            Choose files
          </Button>
          <Button variant="outline" className="md:hidden" onClick={() => camera.current?.click()}>
            <Camera aria-hidden="true" />
            Take a photo
          </Button>
        </div>
        <input
          ref={files}
          type="file"
          multiple
          accept={accepted}
          className="sr-only"
          tabIndex={-1}
          aria-label="Files to read"
          onChange={takeChosen}
        />
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label="Photo to read"
          onChange={takeChosen}
        />
      </fieldset>
      {uploads.length > 0 && (
        <ul className="grid min-w-0 gap-2" aria-label="Certificates sent">
          {uploads.map((upload) => {
            const inInbox = upload.capture ? inboxRows.get(upload.capture.id) : undefined;
            const inboxSince = upload.sentAt !== null && inbox.dataUpdatedAt > upload.sentAt;
            return (
              <CaptureUploadRow
                key={upload.key}
                upload={upload}
                capture={inInbox ?? (inboxSince ? undefined : (upload.capture ?? undefined))}
                from={from}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
