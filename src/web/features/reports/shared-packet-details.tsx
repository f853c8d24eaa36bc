import { formatCalendarDate } from "@common/certifications/calendar-date";
import { creditsOfRequiredText, creditsText } from "@common/certifications/credits-unit";
import type { SharedPacket } from "@common/reports";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TitledCard,
} from "@web/components/ui/card";
import { ColumnHeads } from "@web/components/ui/column-heads";

const dateOrDash = (date: string | null) => (date ? formatCalendarDate(date) : "—");

const creditColumns = [
  "Date",
  "Title",
  "Provider",
  { name: "Credits", right: true },
  "Categories",
  "Certificate",
];

/** The packet's summary: who, which certification and cycle, the totals and every credit. */
export function SharedPacketDetails({ packet }: { packet: SharedPacket }) {
  const { certification } = packet;
  const unit = certification.creditsUnit;
  const facts: [string, string | null][] = [
    ["Holder", packet.holder.name],
    ["Certification", certification.name],
    ["Provider", certification.provider],
    ["License number", certification.licenseNumber],
    ["Issuing body", certification.issuingBody],
    ["Jurisdiction", certification.jurisdiction],
    [
      "Reporting period",
      packet.reportingPeriodStart || packet.reportingPeriodEnd
        ? `${dateOrDash(packet.reportingPeriodStart)} – ${dateOrDash(packet.reportingPeriodEnd)}`
        : null,
    ],
    ["Expiration date", packet.expirationDate ? formatCalendarDate(packet.expirationDate) : null],
  ];
  return (
    <>
      <TitledCard title="Certification">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([label, value]) => (
              <div key={label} className="grid gap-0.5">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
        </dl>
      </TitledCard>

      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Totals</CardTitle>
          <CardDescription>
            {creditsOfRequiredText(packet.counted, packet.creditsRequired, unit)} counted
            {packet.creditsMissing > 0
              ? `, ${creditsText(packet.creditsMissing, unit)} still missing.`
              : ": complete."}
          </CardDescription>
        </CardHeader>
        {/* After the overall total said above: outside the period, caps, carry-over, each category. */}
        {packet.explanation.length > 1 && (
          <CardContent className="text-sm">
            <ul className="grid list-disc gap-1 pl-5">
              {packet.explanation.slice(1).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </CardContent>
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Credits</CardTitle>
          <CardDescription>
            {packet.credits.length === 0
              ? "No credits are recorded for this cycle."
              : `${packet.credits.length} recorded for this cycle, oldest first.`}
          </CardDescription>
        </CardHeader>
        {packet.credits.length > 0 && (
          <CardContent className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead>
                <ColumnHeads columns={creditColumns} />
              </thead>
              <tbody>
                {packet.credits.map((credit) => (
                  <tr key={credit.id} className="border-b align-top last:border-0">
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {formatCalendarDate(credit.completionDate)}
                    </td>
                    <td className="py-2 pr-3 break-words">
                      {credit.title}
                      {credit.counted !== credit.credits && (
                        <p className="text-xs text-muted-foreground">{credit.explanation}</p>
                      )}
                    </td>
                    <td className="py-2 pr-3">{credit.provider ?? "—"}</td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap">
                      {creditsText(credit.credits, unit)}
                    </td>
                    <td className="py-2 pr-3">{credit.categories.join(", ") || "—"}</td>
                    <td className="py-2">{credit.hasCertificate ? "On file" : "None"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        )}
      </Card>
    </>
  );
}
