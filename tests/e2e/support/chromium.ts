export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** How Debian's Chromium runs: headless, with a fresh profile and no calls to outside services. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
