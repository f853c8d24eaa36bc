import { type CalendarDate, formatCalendarDate } from "@common/certifications/calendar-date";
import { creditsText } from "@common/certifications/credits-unit";
import { defaultCurrency, formatMoney } from "@common/money";
import { type Plan, type PlanCourse, plannedStartText } from "@common/planner";
import { countOf } from "@common/plural";
import PDFDocument from "pdfkit";
import { pdfFonts } from "../reports/pdf-fonts";
import { ensureRoom } from "../reports/pdf-table";

type Document = PDFKit.PDFDocument;

const margin = 50;
const grey = "#4b5563";
const black = "#111111";

const objectiveWords: Record<Plan["minimize"], string> = {
  cost: "the least cost",
  hours: "the fewest hours",
  courses: "the fewest courses",
};

/** As the opportunities list shows a cost: "Free", "$95", "Cost not listed". */
function costText(cost: number | null): string {
  if (cost === null) return "Cost not listed";
  return cost === 0 ? "Free" : formatMoney(cost, defaultCurrency, "en-US");
}

function heading(doc: Document, text: string) {
  ensureRoom(doc, 70);
  doc.moveDown(0.8).font(pdfFonts.bold).fontSize(13).fillColor(black).text(text);
  doc.moveDown(0.3);
}

/** One planned course: its number, title, when, provider, credits and cost, then each why. */
function course(doc: Document, planned: PlanCourse, index: number) {
  const when = plannedStartText(planned);
  ensureRoom(doc, 60);
  doc.font(pdfFonts.bold).fontSize(11).fillColor(black);
  doc.text(`${index + 1}. ${planned.title}${planned.pinned ? " (pinned)" : ""}`);
  doc.font(pdfFonts.regular).fontSize(10).fillColor(grey);
  doc.text(
    [
      when,
      planned.provider,
      planned.format,
      creditsText(planned.credits, planned.creditsUnit),
      costText(planned.cost),
      `for the deadline of ${formatCalendarDate(planned.deadline)}`,
    ].join(" · "),
  );
  doc.fillColor(black);
  doc.list(
    planned.countsToward.map((count) => count.why),
    { bulletRadius: 1.5, textIndent: 10, paragraphGap: 2 },
  );
  doc.moveDown(0.5);
}

function totals(doc: Document, plan: Plan) {
  heading(doc, "Totals");
  const credits = Object.entries(plan.totals.credits).map(([unit, amount]) =>
    creditsText(amount, unit),
  );
  doc.font(pdfFonts.regular).fontSize(10).fillColor(black);
  doc.text(countOf(plan.totals.courses, "course", "courses"));
  doc.text(`Cost: ${costText(plan.totals.cost)}`);
  if (credits.length > 0) doc.text(`Credits: ${credits.join(", ")}`);
}

function uncovered(doc: Document, plan: Plan) {
  heading(doc, "What no course in the catalogue closes");
  doc.font(pdfFonts.regular).fontSize(10).fillColor(black);
  if (plan.uncovered.length === 0) {
    doc.text("Nothing: the plan closes every gap before its deadline.");
    return;
  }
  doc.list(
    plan.uncovered.map((gap) => gap.why),
    { bulletRadius: 1.5, textIndent: 10, paragraphGap: 2 },
  );
}

function write(doc: Document, plan: Plan, holder: string, producedOn: CalendarDate) {
  doc.font(pdfFonts.bold).fontSize(18).fillColor(black).text("Renewal plan");
  doc.font(pdfFonts.regular).fontSize(10).fillColor(grey);
  doc.text(`${holder} · Produced on ${formatCalendarDate(producedOn)}`);
  doc.text(
    `The courses that close every gap before each deadline at ${objectiveWords[plan.minimize]}` +
      (plan.status === "time-limit"
        ? ": the best plan found in the time allowed, perhaps not the best there is."
        : "."),
  );
  heading(doc, "Courses, in order");
  if (plan.courses.length === 0) {
    doc.font(pdfFonts.regular).fontSize(10).fillColor(black).text("No course is needed.");
  }
  for (const [index, planned] of plan.courses.entries()) course(doc, planned, index);
  totals(doc, plan);
  uncovered(doc, plan);
}

/**
 * The plan as a PDF, in the reports' embedded Unicode font: a title, the courses in the order
 * to take them with why each is there, the totals, and what stays uncovered. Read it as a
 * stream; it ends when written.
 */
export function planPdf(plan: Plan, holder: string, producedOn: CalendarDate): Document {
  const doc = new PDFDocument({
    size: "LETTER",
    margin,
    font: pdfFonts.regular,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: "Renewal plan",
      Author: holder,
      Creator: "CertMinder",
      Producer: "CertMinder",
      CreationDate: new Date(`${producedOn}T00:00:00.000Z`),
    },
  });
  write(doc, plan, holder, producedOn);
  doc.end();
  return doc;
}
