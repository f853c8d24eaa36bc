import type { CertificationDetail } from "@common/certifications/certification";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { DetailItem } from "@web/components/ui/detail-item";
import { ExternalLink } from "lucide-react";

const feeFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "150.00": the renewal fee with its cents, in no particular currency. */
export function feeText(fee: number): string {
  return feeFormat.format(fee);
}

/** The license as the board issued it; where and for how much to renew it. */
export function LicenseDetailsCard({ certification }: { certification: CertificationDetail }) {
  const { licenseNumber, issuingBody, jurisdiction, renewalUrl, renewalFee } = certification;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-xl">License details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DetailItem term="License or certificate number">{licenseNumber ?? "Not set"}</DetailItem>
          <DetailItem term="Issuing body">{issuingBody ?? "Not set"}</DetailItem>
          <DetailItem term="Jurisdiction">{jurisdiction ?? "Not set"}</DetailItem>
          <DetailItem term="Renewal">
            {renewalUrl ? (
              <a
                href={renewalUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
              >
                Renew online
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              </a>
            ) : (
              "Not set"
            )}
          </DetailItem>
          <DetailItem term="Renewal fee">
            {renewalFee === null ? "Not set" : feeText(renewalFee)}
          </DetailItem>
        </dl>
      </CardContent>
    </Card>
  );
}
