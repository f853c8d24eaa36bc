import { certificateUploadRule, imageUploadRule, uploadProblem } from "@common/upload-rules";
import { describe, expect, it } from "vitest";

describe("checking a picked file before it is sent", () => {
  it("takes PNG, JPEG and WebP images up to 1 MB for avatars and logos", () => {
    expect(uploadProblem(imageUploadRule, { type: "image/gif", size: 10 })).toBe(
      "Image must be a PNG, JPEG or WebP file",
    );
    expect(uploadProblem(imageUploadRule, { type: "image/png", size: 1024 * 1024 + 1 })).toBe(
      "Image must be 1 MB or smaller",
    );
    expect(uploadProblem(imageUploadRule, { type: "image/webp", size: 1024 * 1024 })).toBeNull();
  });

  it("takes PDF, PNG and JPEG certificates up to 10 MB", () => {
    expect(uploadProblem(certificateUploadRule, { type: "text/html", size: 10 })).toBe(
      "Certificate must be a PDF, PNG or JPEG file",
    );
    expect(uploadProblem(certificateUploadRule, { type: "image/webp", size: 10 })).toBe(
      "Certificate must be a PDF, PNG or JPEG file",
    );
    expect(
      uploadProblem(certificateUploadRule, { type: "application/pdf", size: 10 * 1024 * 1024 + 1 }),
    ).toBe("Certificate must be 10 MB or smaller");
    expect(
      uploadProblem(certificateUploadRule, { type: "application/pdf", size: 10 * 1024 * 1024 }),
    ).toBeNull();
    expect(uploadProblem(certificateUploadRule, { type: "image/jpeg", size: 5000 })).toBeNull();
  });
});
