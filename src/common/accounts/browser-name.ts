/**
 * "Chrome on Windows": the browser and system a User-Agent header names, to tell a person's
 * trusted devices and sessions apart. Only the major browsers and systems are recognised;
 * that is all a person needs to know which of their browsers is meant.
 */

/** Checked in order: Edge, Opera and Samsung Internet also name Chrome and Safari. */
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Checked in order: iOS names Mac OS X, Android and ChromeOS name Linux. */
const systems: [RegExp, string][] = [
  [/\biPad\b/, "iPadOS"],
  [/\biPhone\b|\biPod\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export const unknownBrowser = "Unknown browser";

function firstMatch(names: [RegExp, string][], userAgent: string): string | undefined {
  return names.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** "Chrome on Windows", "Chrome" without a known system, "Unknown browser on Linux" the other way. */
export function browserName(userAgent: string | null | undefined): string {
  const browser = userAgent ? firstMatch(browsers, userAgent) : undefined;
  const system = userAgent ? firstMatch(systems, userAgent) : undefined;
  if (browser && system) return `${browser} on ${system}`;
  if (system) return `${unknownBrowser} on ${system}`;
  return browser ?? unknownBrowser;
}
