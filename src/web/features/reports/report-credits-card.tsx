import { formatCredits } from "@common/certifications/credit-amount";
import { fileSizeText } from "@common/file-size";
import { countOf } from "@common/plural";
import type { CycleReport, ReportCredit } from "@common/reports";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ColumnHeads } from "@web/components/ui/column-heads";
import { DetailItem } from "@web/components/ui/detail-item";
import { usePhoneLayout } from "@web/hooks/use-media-query";
import { formatDate } from "@web/lib/format-date";
import { FileCheck } from "lucide-react";
import { Link } from "wouter";

function CertificateOnFile({ credit }: { credit: ReportCredit }) {
  if (!credit.certificate) return <span className="text-muted-foreground">None</span>;
  return (
    <a
      href={credit.certificate.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
      title={`${credit.certificate.name}, ${fileSizeText(credit.certificate.size)}`}
    >
      <FileCheck className="size-4 shrink-0" aria-hidden="true" />
      On file<span className="sr-only">: {credit.certificate.name}</span>
    </a>
  );
}

function CountedText({ credit }: { credit: ReportCredit }) {
  return (
    <span title={credit.explanation}>
      {formatCredits(credit.counted)}
      {credit.outsidePeriod && (
        <span className="block text-xs text-muted-foreground">Outside the period</span>
      )}
    </span>
  );
}

const creditColumns = [
  "Date",
  "Title",
  "Provider",
  { name: "Credits", right: true },
  { name: "Counted", right: true },
  "Categories",
  "Certificate",
];

function CreditsTable({ credits }: { credits: ReportCredit[] }) {
  return (
    <div className="min-w-0 overflow-x-auto">
      <table aria-label="Credits of the cycle" className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <ColumnHeads columns={creditColumns} />
        </thead>
        <tbody>
          {credits.map((credit) => (
            <tr key={credit.id} className="border-b align-top last:border-0">
              <td className="py-2 pr-3 whitespace-nowrap">{formatDate(credit.completionDate)}</td>
              <td className="py-2 pr-3 break-words">
                {credit.title}
                <span className="block text-xs text-muted-foreground">{credit.explanation}</span>
              </td>
              <td className="py-2 pr-3 break-words">{credit.provider ?? "—"}</td>
              <td className="py-2 pr-3 text-right">{formatCredits(credit.credits)}</td>
              <td className="py-2 pr-3 text-right">
                <CountedText credit={credit} />
              </td>
              <td className="py-2 pr-3 break-words">{credit.categories.join(", ") || "—"}</td>
              <td className="py-2 whitespace-nowrap">
                <CertificateOnFile credit={credit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CreditsList({ credits, unit }: { credits: ReportCredit[]; unit: string }) {
  return (
    <ul className="grid min-w-0 gap-3">
      {credits.map((credit) => (
        <li key={credit.id} className="grid min-w-0 gap-2 rounded-md border p-3">
          <p className="font-medium break-words">{credit.title}</p>
          <dl className="grid grid-cols-2 gap-2">
            <DetailItem term="Date">{formatDate(credit.completionDate)}</DetailItem>
            <DetailItem term="Provider">{credit.provider ?? "—"}</DetailItem>
            <DetailItem term={`Credits (${unit})`}>{formatCredits(credit.credits)}</DetailItem>
            <DetailItem term="Counted">
              <CountedText credit={credit} />
            </DetailItem>
            <DetailItem term="Categories">{credit.categories.join(", ") || "—"}</DetailItem>
            <DetailItem term="Certificate">
              <CertificateOnFile credit={credit} />
            </DetailItem>
          </dl>
          <p className="text-xs text-muted-foreground break-words">{credit.explanation}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The credits of the cycle in the chosen range: a table from 768 px, one card per credit on a
 * phone. A cycle without credits says so and links to the certification to add them.
 */
export function ReportCreditsCard({ report }: { report: CycleReport }) {
  const phone = usePhoneLayout();
  const unit = report.certification.creditsUnit;
  const inCycle = report.progress.credits.length;
  const shown = report.credits.length;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-xl">Credits</CardTitle>
        <CardDescription>
          {shown === inCycle
            ? `${countOf(inCycle, "credit", "credits")} in this cycle; amounts in ${unit}.`
            : `${shown} of the ${countOf(inCycle, "credit", "credits")} in this cycle, those completed in the chosen dates; amounts in ${unit}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {inCycle === 0 ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm">No credits recorded for this cycle yet</p>
            <Link
              href={`/certifications/${report.certification.id}`}
              className={buttonVariants({ variant: "outline" })}
            >
              {report.current ? "Add credits to" : "Open"} {report.certification.name}
            </Link>
          </div>
        ) : shown === 0 ? (
          <p className="text-sm text-muted-foreground">No credits completed in the chosen dates.</p>
        ) : phone ? (
          <CreditsList credits={report.credits} unit={unit} />
        ) : (
          <CreditsTable credits={report.credits} />
        )}
      </CardContent>
    </Card>
  );
}
