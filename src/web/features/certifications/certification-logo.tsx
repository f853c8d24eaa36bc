import { cn } from "@web/lib/cn";

const frameSizes = { small: "size-12", large: "size-16" } as const;

/**
 * A certification's logo in its square frame. The image is drawn inside a padded frame and
 * scaled to fit, centred whatever its shape, so a wide or tall logo neither touches the border
 * nor sits to one side.
 */
export function CertificationLogo({
  src,
  alt,
  size,
}: {
  src: string;
  alt: string;
  size: keyof typeof frameSizes;
}) {
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-background p-1",
        frameSizes[size],
      )}
    >
      <img src={src} alt={alt} className="size-full object-contain object-center" />
    </span>
  );
}
