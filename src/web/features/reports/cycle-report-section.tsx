import type { CycleReport } from "@common/reports";
import { CategoryProgressCard } from "./category-progress-card";
import { CreditsByMonthCard } from "./credits-by-month-card";
import { CycleSummaryCard } from "./cycle-summary-card";
import { ReportCreditsCard } from "./report-credits-card";
import { ReportDownloadsCard } from "./report-downloads-card";
import { ShareLinks } from "./share-links";

/** Everything /reports shows of the chosen certification and cycle. */
export function CycleReportSection({ report }: { report: CycleReport }) {
  const unit = report.certification.creditsUnit;
  const certificationId = report.certification.id;
  return (
    <section aria-label="Report" className="grid min-w-0 gap-6">
      <CycleSummaryCard report={report} />
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <CreditsByMonthCard months={report.months} unit={unit} />
        <CategoryProgressCard progress={report.progress} unit={unit} />
      </div>
      <ReportCreditsCard report={report} />
      <ReportDownloadsCard
        key={`${certificationId}-${report.cycle}`}
        certificationId={certificationId}
        cycle={report.cycle}
        current={report.current}
      />
      <ShareLinks certificationId={certificationId} cycle={report.cycle} />
    </section>
  );
}
