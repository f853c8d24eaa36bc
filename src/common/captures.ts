import { z } from "zod";
import { captureFieldNames } from "./capture/capture-fields";
import { creditsUnits } from "./certifications/certification";
import { creditInputSchema, creditMessages } from "./certifications/credit";
import { rowIdField } from "./integer-column";
import { pageQueryFields } from "./pagination";
import type { UploadRule } from "./upload-rules";

/**
 * A capture: a certificate's file uploaded (or mailed) to be read, waiting in the user's inbox
 * until she reviews it into a credit or discards it. Reading happens off the request.
 */
export const captureStatuses = ["queued", "reading", "ready", "failed"] as const;
export type CaptureStatus = (typeof captureStatuses)[number];

/** What a capture may be: PDF, PNG, JPEG or WebP, at most 20 MB, checked by its content. */
export const captureUploadRule = {
  contentTypes: ["application/pdf", "image/png", "image/jpeg", "image/webp"],
  maxBytes: 20 * 1024 * 1024,
  messages: {
    wrongType: "A certificate must be a PDF, PNG, JPEG or WebP file",
    tooLarge: "A certificate must be 20 MB or smaller",
  },
} as const satisfies UploadRule;
export type CaptureFileType = (typeof captureUploadRule.contentTypes)[number];

/** A PDF's pages read, and shown by the review, at most: certificates are one or two pages. */
export const maxPdfPages = 20;

/** Captures waiting in one user's inbox at most. */
export const maxWaitingCaptures = 100;

export const captureMessages = {
  notFound: "Capture not found",
  tooMany: `You have ${maxWaitingCaptures} certificates waiting for review. Review or discard some before adding more.`,
  notReady: "This certificate is still being read",
  noSuchPage: "This certificate has no such page to show",
  drawingBusy: "Too many certificate pages are being drawn. Please try again in a moment.",
  nothingFound: "No course title or credit amount found; fill in the fields yourself",
} as const;

const box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const evidence = z.object({ text: z.string(), page: z.number().int(), box });

/**
 * A page of the certificate as the review shows it: its image (an image's own file, a PDF's
 * page drawn), and its size in the units of the evidence boxes, null when it is not known.
 */
const pageImage = z.object({
  number: z.number().int(),
  url: z.string(),
  size: z.object({ width: z.number(), height: z.number() }).nullable(),
});
export type CapturePageImage = z.infer<typeof pageImage>;

/** The fields as read, each null when not found. */
export const captureFieldsSchema = z.object({
  title: z.string().nullable(),
  provider: z.string().nullable(),
  completionDate: z.string().nullable(),
  credits: z.number().nullable(),
  creditsUnit: z.enum(creditsUnits).nullable(),
  categories: z.array(z.string()),
});

/** A certification the capture could count toward, and why. */
export const captureSuggestionSchema = z.object({
  certificationId: z.number().int(),
  name: z.string(),
  /** The credits in the certification's unit, when the units convert. */
  credits: z.number().nullable(),
  why: z.array(z.string()),
});

/** GET /api/captures/:id, and each row of GET /api/captures. */
export const captureSchema = z.object({
  id: z.number().int(),
  status: z.enum(captureStatuses),
  fileName: z.string(),
  fileType: z.enum(captureUploadRule.contentTypes),
  /** Pages in the file, once read. */
  pages: z.number().int().nullable(),
  createdAt: z.string(),
  fields: captureFieldsSchema.nullable(),
  evidence: z.partialRecord(z.enum(captureFieldNames), z.array(evidence)),
  confidence: z.partialRecord(z.enum(captureFieldNames), z.number()),
  suggestions: z.array(captureSuggestionSchema),
  /** What went wrong, in words, when it failed; what the reader could not find, when ready. */
  error: z.string().nullable(),
  /** Where its file is served to its owner. */
  fileUrl: z.string(),
  /** The pages the review shows, each with the evidence found on it outlined. */
  pageImages: z.array(pageImage),
});
export type Capture = z.infer<typeof captureSchema>;

/** GET /api/captures: the inbox, newest first. */
export const captureListQuerySchema = z.object({
  ...pageQueryFields({ default: 50, max: 100 }),
});

/** POST /api/captures?name=: the file's name as the user's device gave it. */
export const captureUploadQuerySchema = z.object({
  name: z.string().trim().max(500).optional(),
});

/**
 * POST /api/captures/:id/credit: the reviewed credit, counting toward at least one of the
 * user's certifications.
 */
export const captureCreditInputSchema = creditInputSchema.extend({
  certificationIds: z
    .array(rowIdField, { error: creditMessages.certificationsRequired })
    .min(1, creditMessages.certificationsRequired)
    .max(10, creditMessages.tooManyCertifications)
    .transform((ids) => [...new Set(ids)]),
});
export type CaptureCreditInput = z.output<typeof captureCreditInputSchema>;
