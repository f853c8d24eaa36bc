import type { CaptureStatus } from "@common/captures";
import { afterAll, expect, it } from "vitest";
import { certificateCorpus } from "../support/certificate-corpus/certificate-corpus";
import { photoOf } from "../support/certificate-corpus/certificate-images";
import { passwordHashOf } from "../support/factories";
import { setUpServerData, signedInSessions } from "../support/server-data";
import { type ServerProcess, startServer } from "../support/server-process";
import { ServerVisitor } from "../support/server-visitor";
import { testEngine } from "../support/test-database";

// The real server is killed while it reads a certificate; started again on the same data, it
// reads the certificate to the end. A lease of 2 s is renewed while a reading goes on, so the
// capture is taken again about 2 s after its reader died (plus the reading job's 5 s round).
// About 20 s on either engine: a phone photo made, two server starts, the photo read by OCR.

const engine = testEngine();
const data = setUpServerData();
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop("SIGKILL");
});

type Capture = { status: CaptureStatus; fields: Record<string, unknown> | null };

/** Asks for the capture until its status is one of `statuses`; answers the capture then. */
async function captureOnceIn(
  visitor: ServerVisitor,
  id: number,
  statuses: CaptureStatus[],
): Promise<Capture> {
  for (;;) {
    const response = await visitor.get(`/api/captures/${id}`);
    expect(response.status).toBe(200);
    const capture = (await response.json()) as Capture;
    if (statuses.includes(capture.status)) return capture;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it(`reads a certificate to the end after the server was killed while reading it (${engine})`, async () => {
  const certificate = certificateCorpus()[0];
  if (!certificate) throw new Error("the corpus has a certificate");
  const password = "Restart-passw0rd";
  const [photo, [user]] = await Promise.all([
    certificate.pdf().then((pdf) => photoOf(pdf, certificate.id)),
    passwordHashOf(password).then((hash) => signedInSessions(data, 1, { password: hash })),
  ]);
  const env = { ...data.env, LOG_LEVEL: "warn", CAPTURE_WORKERS: "1", CAPTURE_LEASE_SECONDS: "2" };

  server = await startServer(env);
  const visitor = new ServerVisitor(server.url);
  const signIn = await visitor.post("/api/login", { username: user?.username, password });
  expect(signIn.status).toBe(200);
  const uploaded = await visitor.upload("/api/captures?name=photo.jpg", photo, "image/jpeg");
  expect(uploaded.status).toBe(202);
  const { id } = (await uploaded.json()) as { id: number };

  // Killed while its OCR worker starts or reads the photo.
  const reading = await captureOnceIn(visitor, id, ["reading", "ready", "failed"]);
  expect(reading.status).toBe("reading");
  expect(await server.stop("SIGKILL")).toBeNull();

  server = await startServer(env);
  const sameSession = new ServerVisitor(server.url, visitor.cookieHeader);
  const read = await captureOnceIn(sameSession, id, ["ready", "failed"]);
  expect(read).toMatchObject({
    status: "ready",
    fields: {
      title: certificate.fields.title,
      credits: certificate.fields.credits,
      completionDate: certificate.fields.completionDate,
    },
  });
  expect(await server.stop("SIGTERM")).toBe(0);
}, 180_000);
