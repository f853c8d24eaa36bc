import type { CertificationDetail } from "@common/certifications/certification";
import { formatMoney } from "@common/money";
import { TitledCard } from "@web/components/ui/card";
import { DetailItem } from "@web/components/ui/detail-item";
import { useAppSettings } from "@web/hooks/use-app-settings";
import { ExternalLink } from "lucide-react";

/** "$150.00": the renewal fee in the installation's currency (CURRENCY), once it is known. */
function RenewalFee({ fee }: { fee: number }) {
  const currency = useAppSettings().data?.currency;
  if (!currency) return null;
  return formatMoney(fee, currency);
}

/** The license as the board issued it; where and for how much to renew it. */
export function LicenseDetailsCard({ certification }: { certification: CertificationDetail }) {
  const { licenseNumber, issuingBody, jurisdiction, renewalUrl, renewalFee } = certification;
  return (
    <TitledCard title="License details" className="min-w-0">
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
          {renewalFee === null ? "Not set" : <RenewalFee fee={renewalFee} />}
        </DetailItem>
      </dl>
    </TitledCard>
  );
}
