import { Button, buttonVariants } from "@web/components/ui/button";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { TitledDialog } from "@web/components/ui/titled-dialog";
import { ScanText } from "lucide-react";
import { Link } from "wouter";
import { CertificateDropZone } from "./certificate-drop-zone";

/**
 * "Add from certificate" beside Add Credit: the drop zone in a dialog. Files keep being read
 * when it closes; the inbox shows them.
 */
export function AddFromCertificateDialog({ from }: { from: string }) {
  return (
    <TitledDialog
      trigger={
        <Button variant="outline">
          <ScanText aria-hidden="true" />
          Add from certificate
        </Button>
      }
      title="Add from certificate"
      description="Each certificate is read into a credit for you to check and save."
      className="max-w-lg"
    >
      <CertificateDropZone from={from} />
      <DialogActions closeLabel="Close">
        <Link href="/captures" className={buttonVariants({ variant: "secondary" })}>
          Open the inbox
        </Link>
      </DialogActions>
    </TitledDialog>
  );
}
