import type { Credit } from "@common/certifications/credit";
import { creditsText } from "@common/certifications/credits-unit";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { formatDate } from "@web/lib/format-date";
import { appendParams } from "@web/lib/url-params";
import { FileText, Info } from "lucide-react";
import { Fragment } from "react";
import { Link } from "wouter";
import { CreditFormDialog } from "./credit-form-dialog";
import { useDeleteCredit } from "./use-credit-changes";

function CertificateLinks({ credit, url }: { credit: Credit; url: string }) {
  const linkClass = "font-medium text-primary underline-offset-4 hover:underline";
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <span className="flex min-w-0 items-center gap-1.5 break-all text-muted-foreground">
        <FileText className="size-4 shrink-0" aria-hidden="true" />
        {credit.certificateName ?? "Certificate"}
      </span>
      <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
        View certificate<span className="sr-only"> for {credit.title} (opens in a new tab)</span>
      </a>
      <a href={appendParams(url, [["download", "1"]])} className={linkClass}>
        Download<span className="sr-only"> certificate for {credit.title}</span>
      </a>
    </div>
  );
}

function CreditChanges({ credit, unit }: { credit: Credit; unit: string }) {
  const remove = useDeleteCredit();
  return (
    <div className="flex shrink-0 gap-2">
      <CreditFormDialog
        certificationId={credit.certificationId}
        unit={unit}
        credit={credit}
        trigger={
          <Button variant="outline" size="sm">
            Edit<span className="sr-only"> credit {credit.title}</span>
          </Button>
        }
      />
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" disabled={remove.isPending}>
            Delete<span className="sr-only"> credit {credit.title}</span>
          </Button>
        }
        title="Delete this credit?"
        description={`${credit.title} (${creditsText(credit.credits, unit)})${
          credit.certificateUrl ? " and its certificate file" : ""
        } will be removed, and the certification's progress goes down by as much.`}
        confirmLabel="Delete credit"
        onConfirm={() => remove.mutate(credit.id)}
      />
    </div>
  );
}

function Categories({ categories }: { categories: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
      {categories.map((category) => (
        <li key={category}>
          <Badge variant="secondary" className="whitespace-normal break-words">
            {category}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** "Also counts toward RN, CCRN": the other certifications sharing the credit, as links. */
function OtherShares({ credit }: { credit: Credit }) {
  const others = credit.shares.filter((share) => share.certificationId !== credit.certificationId);
  if (others.length === 0) return null;
  return (
    <p className="text-sm break-words text-muted-foreground">
      Also counts toward{" "}
      {others.map((share, index) => (
        <Fragment key={share.certificationId}>
          {index > 0 && ", "}
          <Link
            href={`/certifications/${share.certificationId}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {share.name}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * One credit: what it was, what it counts, when it was completed, its categories, the other
 * certifications it counts toward, why it does not count in full (`note`), and its certificate.
 */
export function CreditItem({
  credit,
  unit,
  editable,
  note = null,
}: {
  credit: Credit;
  unit: string;
  editable: boolean;
  note?: string | null;
}) {
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-medium break-words">{credit.title}</h3>
          {credit.provider && (
            <p className="text-sm break-words">
              <span className="sr-only">Provider: </span>
              {credit.provider}
            </p>
          )}
          {credit.approvalNumber && (
            <p className="text-sm break-words text-muted-foreground">
              Approval number {credit.approvalNumber}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            {creditsText(credit.credits, unit)} · Completed {formatDate(credit.completionDate)}
          </p>
        </div>
        {editable && <CreditChanges credit={credit} unit={unit} />}
      </div>
      {credit.categories.length > 0 && <Categories categories={credit.categories} />}
      <OtherShares credit={credit} />
      {note && (
        <p className="flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {note}
        </p>
      )}
      {credit.description && (
        <p className="text-sm break-words whitespace-pre-line">{credit.description}</p>
      )}
      {credit.certificateUrl && <CertificateLinks credit={credit} url={credit.certificateUrl} />}
    </li>
  );
}
