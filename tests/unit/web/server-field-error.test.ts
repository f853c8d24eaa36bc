import { ApiError, NetworkError, networkFailureMessage } from "@web/lib/api-error";
import { serverFieldError } from "@web/lib/server-field-error";
import { describe, expect, it } from "vitest";

const fields = ["completionDate", "credits", "certificationIds"] as const;

function refusal(message: string) {
  return new ApiError(400, "Bad Request", JSON.stringify({ message }));
}

describe("where a refused completion's message shows", () => {
  it("puts a message naming a field under that field, without the field's name", () => {
    expect(
      serverFieldError(
        refusal("completionDate: Completion date cannot be in the future"),
        fields,
        "x",
      ),
    ).toEqual({ field: "completionDate", message: "Completion date cannot be in the future" });
    expect(serverFieldError(refusal("certificationIds.0: Too small"), fields, "x")).toEqual({
      field: "certificationIds",
      message: "Too small",
    });
  });

  it("keeps any other message whole, for above the buttons", () => {
    expect(serverFieldError(refusal("Certification not found"), fields, "x")).toEqual({
      field: null,
      message: "Certification not found",
    });
    expect(serverFieldError(refusal("title: Title is required"), fields, "x")).toEqual({
      field: null,
      message: "title: Title is required",
    });
    expect(serverFieldError(new NetworkError({ cause: null }), fields, "x")).toEqual({
      field: null,
      message: networkFailureMessage,
    });
    expect(serverFieldError(new ApiError(500, "Server Error", ""), fields, "Try again.")).toEqual({
      field: null,
      message: "Try again.",
    });
  });
});
