import { courseProvider } from "@common/capture/rules/course-provider";
import { placedLines } from "@common/capture/rules/placed-lines";
import { describe, expect, it } from "vitest";
import { columns } from "../../support/certificate-corpus/certificate-facts";
import { documentOf } from "../../support/certificate-corpus/document-of";

const providerIn = (rows: Parameters<typeof documentOf>[0], participant: string | null = null) =>
  courseProvider(placedLines(documentOf(rows)), participant).value;

describe("courseProvider", () => {
  it("reads a labeled provider, without its provider number", () => {
    expect(providerIn(["Provider: Rx Education Network, LLC (Provider #12345)"])).toBe(
      "Rx Education Network, LLC",
    );
    expect(providerIn([columns("Provider", "Voltline Trade Academy", 11)])).toBe(
      "Voltline Trade Academy",
    );
  });

  it("takes no provider number or speaker for the provider", () => {
    expect(
      providerIn([
        "Provider #: CEP11345",
        "Presented by: Dr. Jane Smith, PharmD",
        "Offered by Midwest Accounting Academy",
      ]),
    ).toBe("Midwest Accounting Academy");
  });

  it("reads the organization after 'presented by' or 'offered by'", () => {
    expect(providerIn(["presented by Midwest Accounting Academy on January 5, 2026"])).toBe(
      "Midwest Accounting Academy",
    );
    expect(providerIn(["This webinar was offered by Clinical Horizons Education Group."])).toBe(
      "Clinical Horizons Education Group",
    );
  });

  it("finds the organization's own line, keeping 'Inc.' whole", () => {
    expect(
      providerIn([
        "Samuel Adeyemi, PE",
        "Director of Continuing Education",
        "Structura Engineering Seminars Inc.",
      ]),
    ).toBe("Structura Engineering Seminars Inc.");
  });

  it("falls back on the subject of the accreditation statement", () => {
    expect(
      providerIn([
        "NetCE, PO Box 997571, Sacramento, CA 95899",
        "NetCE is accredited by the ANCC.",
      ]),
    ).toBe("NetCE");
  });

  it("never takes the accrediting body or the participant", () => {
    const rows = [
      "Approved by the American Nurses Credentialing Center's Commission on Accreditation",
      "Accredited by the Australian College of Nursing for CPD purposes.",
      "Jordan University",
    ];
    expect(providerIn(rows, "Jordan University")).toBeNull();
  });

  it("prefers a company's name to a title that merely mentions health", () => {
    expect(
      providerIn(["Cultural Safety in Aboriginal Health", "Coral Coast Nursing Academy"]),
    ).toBe("Coral Coast Nursing Academy");
  });
});
