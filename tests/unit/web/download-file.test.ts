import { ApiError } from "@web/lib/api-error";
import { type DownloadProgress, downloadFile, fileNameOf } from "@web/lib/download-file";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, jsonResponse } from "./fake-fetch";

type SavedLink = { href: string; download: string; clicked: boolean };
let links: SavedLink[];
let blobs: Map<string, Blob>;

beforeEach(() => {
  links = [];
  blobs = new Map();
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  vi.stubGlobal("window", { location: { href: "http://localhost/reports" }, setTimeout });
  vi.stubGlobal("document", {
    createElement: () => {
      const link = { href: "", download: "", rel: "", style: {}, clicked: false };
      return {
        ...link,
        set href(value: string) {
          link.href = value;
        },
        set download(value: string) {
          link.download = value;
        },
        style: {},
        click() {
          links.push({ href: link.href, download: link.download, clicked: true });
        },
        remove() {},
      };
    },
    body: { append() {} },
  });
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const href = `blob:${blobs.size + 1}`;
    blobs.set(href, blob as Blob);
    return href;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation((href) => {
    blobs.delete(href);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(URL.createObjectURL).mockRestore();
  vi.mocked(URL.revokeObjectURL).mockRestore();
  vi.useRealTimers();
});

/** A response whose body arrives in the given chunks, as a streamed packet does. */
function streamed(chunks: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe("downloadFile", () => {
  it("reads the file as it streams in, reporting progress, and saves it under the server's name", async () => {
    const requests = fakeFetch(() =>
      streamed(["PK", "\u0003\u0004", "rest"], {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="RN _ packet.zip"; filename*=UTF-8''RN%20%C3%A9%20packet.zip`,
      }),
    );
    const progress: DownloadProgress[] = [];
    const saved = await downloadFile("/api/reports/certifications/3/packet.zip?cycle=2", {
      onProgress: (step) => progress.push(step),
    });

    expect(requests[0]?.credentials).toBe("include");
    expect(saved).toEqual({ fileName: "RN é packet.zip", size: 8 });
    expect(progress[0]).toEqual({ received: 0, total: null });
    expect(progress.at(-1)).toEqual({ received: 8, total: 8 });
    expect(links).toEqual([{ href: "blob:1", download: "RN é packet.zip", clicked: true }]);
    const blob = blobs.get("blob:1");
    expect(blob?.type).toBe("application/zip");
    expect(await blob?.text()).toBe("PK\u0003\u0004rest");
    // The object URL is freed once the browser has had time to read it.
    vi.advanceTimersByTime(60_000);
    expect(blobs.size).toBe(0);
  });

  it("sends the stored admin session on admin paths only", async () => {
    vi.stubGlobal("localStorage", { getItem: () => "adm-7" });
    const requests = fakeFetch(() =>
      streamed(["Time\r\n"], { "content-disposition": `attachment; filename="auth-log.csv"` }),
    );
    await downloadFile("/api/admin/auth-logs.csv?status=failure");
    await downloadFile("/api/reports/certifications/3/credits.csv?cycle=1");
    expect(requests.map((request) => request.headers.get("x-admin-session"))).toEqual([
      "adm-7",
      null,
    ]);
  });

  it("reports the total when the server gives the length", async () => {
    fakeFetch(() =>
      streamed(["%PDF-1.7 transcript"], {
        "content-type": "application/pdf",
        "content-length": "19",
        "content-disposition": `attachment; filename="transcript.pdf"`,
      }),
    );
    const progress: DownloadProgress[] = [];
    await downloadFile("/api/reports/certifications/3/transcript.pdf?cycle=1", {
      onProgress: (step) => progress.push(step),
    });
    expect(progress.every((step) => step.total === 19)).toBe(true);
    expect(links.map((link) => link.download)).toEqual(["transcript.pdf"]);
  });

  it("throws the API's refusal and saves nothing", async () => {
    fakeFetch(() => jsonResponse({ message: "Cycle not found" }, 404));
    const failure = downloadFile("/api/reports/certifications/3/credits.csv?cycle=9");
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
    expect(links).toEqual([]);
  });

  it("names the file after the address when the server gives no name", async () => {
    fakeFetch(() => streamed(["a,b"], { "content-type": "text/csv" }));
    const saved = await downloadFile("/api/reports/certifications/3/credits.csv?cycle=1");
    expect(saved.fileName).toBe("credits.csv");
  });
});

describe("fileNameOf", () => {
  it("prefers the exact UTF-8 name, then the plain one", () => {
    expect(fileNameOf(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%E2%80%94b.pdf`)).toBe(
      "a—b.pdf",
    );
    expect(fileNameOf(`attachment; filename="Transcript 2026.pdf"`)).toBe("Transcript 2026.pdf");
    expect(fileNameOf("attachment; filename=plain.csv")).toBe("plain.csv");
    expect(fileNameOf(`attachment; filename="fallback.zip"; filename*=UTF-8''%E0%A4%A`)).toBe(
      "fallback.zip",
    );
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
