import { participantName } from "@common/capture/rules/participant-name";
import { placedLines } from "@common/capture/rules/placed-lines";
import { describe, expect, it } from "vitest";
import { documentOf } from "../../support/certificate-corpus/document-of";

const nameIn = (rows: string[]) => participantName(placedLines(documentOf(rows)));

describe("participantName", () => {
  it("reads the name after a label or under 'This certifies that'", () => {
    expect(nameIn(["Participant: Aisha Patel"])).toBe("Aisha Patel");
    expect(nameIn(["Issued to Tomás Brennan"])).toBe("Tomás Brennan");
    expect(nameIn(["This certifies that", "Grace Sato", "has successfully completed"])).toBe(
      "Grace Sato",
    );
  });

  it("answers null when no line names the participant", () => {
    expect(nameIn(["Wound Care Essentials", "2 contact hours"])).toBeNull();
  });
});
