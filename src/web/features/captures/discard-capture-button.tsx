import type { Capture } from "@common/captures";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { useDiscardCapture } from "./use-capture-changes";

/** Discard, after asking: the capture and its file are gone; `onDiscarded` follows. */
export function DiscardCaptureButton({
  capture,
  onDiscarded,
}: {
  capture: Capture;
  onDiscarded?: () => void;
}) {
  const discard = useDiscardCapture();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={discard.isPending}>
          Discard
        </Button>
      }
      title="Discard this certificate?"
      description={
        <>{capture.fileName} and what was read from it are deleted. No credit is added.</>
      }
      confirmLabel="Discard"
      onConfirm={() => discard.mutate(capture.id, { onSuccess: onDiscarded })}
    />
  );
}
