import { randomBytes } from "node:crypto";
import { link, unlink, writeFile } from "node:fs/promises";

/**
 * Writes `data` to `target` whole or not at all, and never over an existing file: a draft
 * beside it is hard-linked into place, and a link, unlike a rename, fails when the target
 * exists. Answers false, writing nothing, when `target` already exists.
 */
export async function writeNewFile(
  target: string,
  data: string | Buffer,
  mode: number,
): Promise<boolean> {
  const draft = `${target}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  await writeFile(draft, data, { mode });
  try {
    await link(draft, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(draft);
  }
}
