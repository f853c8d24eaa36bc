import { z } from "zod";

export const themeVariants = ["professional", "tint", "vibrant"] as const;

/** The look of the app. Appearance is always light; variant, primary colour and radius vary. */
export const themeSchema = z.object({
  variant: z.enum(themeVariants),
  primary: z
    .string()
    .max(7, "Primary colour must be a hex colour such as #4f46e5")
    .regex(/^#[0-9a-fA-F]{6}$/, "Primary colour must be a hex colour such as #4f46e5"),
  appearance: z.literal("light"),
  radius: z.number().min(0).max(2),
});

export type Theme = z.infer<typeof themeSchema>;

export const defaultTheme: Theme = {
  variant: "professional",
  primary: "#4f46e5",
  appearance: "light",
  radius: 0.5,
};
