import { courseTitle } from "@common/capture/rules/course-title";
import { placedLines } from "@common/capture/rules/placed-lines";
import { describe, expect, it } from "vitest";
import { centered } from "../../support/certificate-corpus/certificate-facts";
import { documentOf } from "../../support/certificate-corpus/document-of";

const titleIn = (
  rows: Parameters<typeof documentOf>[0],
  participant: string | null = null,
  provider: string | null = null,
) => courseTitle(placedLines(documentOf(rows)), participant, provider);

describe("courseTitle", () => {
  it("reads a labeled title, but not a course number", () => {
    const read = titleIn(["Course ID: CE-1234-20", "Course Title: Wound Care Essentials"]);
    expect(read.value).toBe("Wound Care Essentials");
    expect(read.evidence[0]?.text).toBe("Wound Care Essentials");
  });

  it("reads the title after 'Title of Activity:' and 'for successful completion of'", () => {
    expect(titleIn(["Title of Activity: Hand Hygiene Basics"]).value).toBe("Hand Hygiene Basics");
    expect(
      titleIn(["is awarded to Jane Doe for successful completion of Wound Care Basics on 3/4/2026"])
        .value,
    ).toBe("Wound Care Basics");
  });

  it("gives back a capital OCR read as its look-alike small letter", () => {
    expect(titleIn(["Course Title: professional Ethics for CPAs"]).value).toBe(
      "Professional Ethics for CPAs",
    );
    expect(titleIn(["Course Title: Medication safety for Enrolled Nurses"]).value).toBe(
      "Medication Safety for Enrolled Nurses",
    );
    // Other small letters, or a first word before small words, are as written.
    expect(titleIn(["Course Title: eLearning Design Basics"]).value).toBe(
      "eLearning Design Basics",
    );
    expect(titleIn(["Course Title: pharmacy law update"]).value).toBe("pharmacy law update");
    expect(titleIn(["Course Title: Wound care and skin Assessment"]).value).toBe(
      "Wound care and skin Assessment",
    );
  });

  it("reads the title after 'has successfully completed', on its line or the next", () => {
    expect(titleIn(['has completed "Safe Dispensing of Opioids"']).value).toBe(
      "Safe Dispensing of Opioids",
    );
    expect(titleIn(["has successfully completed", "Pain Management in Older Adults"]).value).toBe(
      "Pain Management in Older Adults",
    );
    expect(
      titleIn(["has participated in the live activity titled", "Atrial Fibrillation Update"]).value,
    ).toBe("Atrial Fibrillation Update");
  });

  it("reads the title under 'for the activity' and skips a short heading", () => {
    const read = titleIn([
      centered("CME Certificate", 24),
      centered("has been awarded 0.25 AMA PRA Category 1 Credit(s)™ for the activity", 11),
      centered("Hypertension in 2026: What Is New", 16),
    ]);
    expect(read.value).toBe("Hypertension in 2026: What Is New");
  });

  it("takes no receipt's line for a title", () => {
    const read = titleIn(["Thank you for the course registration!", "Order total: $49.00"]);
    expect(read.value).toBeNull();
  });

  it("takes the largest line that is not the heading, the participant or the provider", () => {
    const read = titleIn(
      [
        centered("Certificate of Completion", 30),
        centered("Maria Okafor", 26),
        centered("Riverside Medical College", 20),
        centered("Seismic Design of Steel Structures", 18),
        centered("Samuel Adeyemi, PE", 10),
        centered("Director of Continuing Education", 10),
        centered("Printed June 2, 2026", 8),
      ],
      "Maria Okafor",
      "Riverside Medical College",
    );
    expect(read.value).toBe("Seismic Design of Steel Structures");
    expect(read.confidence).toBeLessThan(0.8);
  });

  it("joins a title that wraps onto a second line of the same size", () => {
    const read = titleIn([
      centered("has successfully completed", 12),
      centered("Safe Opioid Prescribing for Chronic Pain:", 18),
      centered("A Practical Update for Primary Care", 18),
      centered("on May 6, 2026", 12),
    ]);
    expect(read.value).toBe(
      "Safe Opioid Prescribing for Chronic Pain: A Practical Update for Primary Care",
    );
    expect(read.evidence).toHaveLength(2);
  });

  it("joins a subtitle after a colon, a little smaller, but not a smaller line after a whole title", () => {
    expect(
      titleIn([
        centered("for completing", 12),
        centered("Suicide Prevention for Clinicians:", 18),
        centered("Assessment, Safety Planning and Follow-Up", 15),
        centered("6 CE hours", 12),
      ]).value,
    ).toBe("Suicide Prevention for Clinicians: Assessment, Safety Planning and Follow-Up");
    expect(
      titleIn([
        centered("for completing", 12),
        centered("Suicide Prevention for Clinicians", 18),
        centered("Presented by the Compass Counseling Academy", 14),
        centered("6 CE hours", 12),
      ]).value,
    ).toBe("Suicide Prevention for Clinicians");
  });

  it("answers null with low confidence when there is no title", () => {
    const read = titleIn(["Certificate of Completion", "01/05/2026"]);
    expect(read.value).toBeNull();
    expect(read.confidence).toBeLessThan(0.3);
  });
});
