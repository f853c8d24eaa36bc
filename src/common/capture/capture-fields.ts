import type { CreditsUnit } from "../certifications/certification";
import type { FieldEvidence } from "./document-text";

/** The fields a certificate of completion is read for. */
export const captureFieldNames = [
  "title",
  "provider",
  "completionDate",
  "credits",
  "creditsUnit",
  "categories",
] as const;
export type CaptureFieldName = (typeof captureFieldNames)[number];

/** The fields as read: each null when it was not found. */
export type CaptureFields = {
  title: string | null;
  provider: string | null;
  /** YYYY-MM-DD. */
  completionDate: string | null;
  credits: number | null;
  creditsUnit: CreditsUnit | null;
  /** The user's own category names the words match. */
  categories: string[];
};

/** What the reader answers: the fields, where each was read, and how sure it is (0–1). */
export type ReadCertificate = {
  fields: CaptureFields;
  evidence: Partial<Record<CaptureFieldName, FieldEvidence[]>>;
  confidence: Record<CaptureFieldName, number>;
};
