import type { Capture } from "@common/captures";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { CaptureReviewForm, readValues } from "@web/features/captures/capture-review-form";
import { CountsTowardField } from "@web/features/captures/counts-toward-field";
import { ReadFromHint } from "@web/features/captures/read-from-hint";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const box = { x: 10, y: 20, width: 300, height: 24 };

/** A certificate read: 0.15 CEUs of ethics, its title sure, its date less so. */
const read: Capture = {
  id: 7,
  status: "ready",
  fileName: "ethics.pdf",
  fileType: "application/pdf",
  pages: 1,
  createdAt: "2026-11-28T08:00:00.000Z",
  fields: {
    title: "Ethics in Nursing Practice",
    provider: "Nurse CE Online",
    completionDate: "2026-10-02",
    credits: 0.15,
    creditsUnit: "CEUs",
    categories: ["Ethics"],
  },
  evidence: {
    title: [{ text: "Ethics in Nursing Practice", page: 1, box }],
    completionDate: [{ text: "Completed on October 2, 2026", page: 1, box }],
  },
  confidence: { title: 0.97, completionDate: 0.62 },
  pageImages: [{ number: 1, url: "/api/captures/7/pages/1", size: { width: 612, height: 792 } }],
  suggestions: [
    {
      certificationId: 1,
      name: "CNA",
      credits: 0.15,
      why: ["Counted in CEUs, as the certificate says"],
    },
    {
      certificationId: 2,
      name: "RN",
      credits: null,
      why: ["The certificate says 0.15 CEUs; it counts contact hours"],
    },
  ],
  error: null,
  fileUrl: "/api/captures/7/file",
};

const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the review of a certificate read", () => {
  it("fills every field as read, counting toward the certifications in the certificate's unit", () => {
    expect(readValues(read)).toEqual({
      title: "Ethics in Nursing Practice",
      provider: "Nurse CE Online",
      approvalNumber: "",
      description: "",
      credits: "0.15",
      completionDate: "2026-10-02",
      categories: ["Ethics"],
      certificationIds: [1],
    });
  });

  it("leaves empty what a failed reading did not find, for the user to fill in", () => {
    const failed: Capture = {
      ...read,
      status: "failed",
      fields: null,
      evidence: {},
      confidence: {},
      suggestions: [],
    };
    expect(readValues(failed)).toMatchObject({
      title: "",
      credits: "",
      completionDate: "",
      certificationIds: [],
    });
  });

  it("says the words each field was read from, and marks the unsure ones", () => {
    const show = () => {};
    const title = textOf(
      renderToStaticMarkup(<ReadFromHint capture={read} field="title" onShow={show} />),
    );
    expect(title).toContain("Read from: “Ethics in Nursing Practice”");
    expect(title).not.toContain("Check this");
    const date = textOf(
      renderToStaticMarkup(<ReadFromHint capture={read} field="completionDate" onShow={show} />),
    );
    expect(date).toContain("Check this");
    expect(date).toContain("“Completed on October 2, 2026”");
    expect(
      renderToStaticMarkup(<ReadFromHint capture={read} field="provider" onShow={show} />),
    ).toBe("");
  });

  it("offers the suggestions first with why, and says another unit's amount in words", () => {
    const html = renderToStaticMarkup(
      <CountsTowardField
        capture={read}
        certifications={[
          { id: 3, name: "BLS", creditsUnit: "hours" },
          { id: 2, name: "RN", creditsUnit: "contact hours" },
          { id: 1, name: "CNA", creditsUnit: "CEUs" },
        ]}
        loading={false}
        failed={false}
        value={[1]}
        onChange={() => {}}
        onUseCredits={() => {}}
      />,
    );
    const text = textOf(html);
    expect(text.indexOf("CNA")).toBeLessThan(text.indexOf("RN"));
    expect(text.indexOf("RN")).toBeLessThan(text.indexOf("BLS"));
    expect(text).toContain("Counted in CEUs, as the certificate says");
    expect(text).toContain(
      "RN counts contact hours: 0.15 CEUs = 1.5 contact hours: one CEU equals ten contact hours (IACET)",
    );
    expect(text).toContain("Use 1.5 contact hours");
    expect(html.match(/checked=""/g)).toHaveLength(1);
  });

  it("shows the whole form with what was read beside its fields, and Save and next while another waits", () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <CaptureReviewForm
          capture={read}
          onShow={() => {}}
          hasNext
          onSaved={() => {}}
          discard={null}
        />
      </QueryClientProvider>,
    );
    const text = textOf(html);
    expect(text).toContain("On the certificate: 0.15 CEUs");
    expect(text.match(/Check this/g)).toHaveLength(1);
    expect(text).toContain("Save and next");
  });
});
