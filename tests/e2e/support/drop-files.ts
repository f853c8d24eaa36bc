import type { Page } from "playwright-core";

/** A file as a test hands it to the page: its name, type and bytes in base64. */
export type DroppedFile = { name: string; type: string; base64: string };

/** Drops files on the certificate drop zone as a desktop's file manager does. */
export async function dropFiles(page: Page, files: DroppedFile[]) {
  const dataTransfer = await page.evaluateHandle((given) => {
    const transfer = new DataTransfer();
    for (const file of given) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  await page.getByTestId("certificate-drop-zone").dispatchEvent("drop", { dataTransfer });
}
