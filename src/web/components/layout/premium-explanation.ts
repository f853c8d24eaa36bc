/** Why a premium page is locked in the menus and refused by URL: the same words in both places. */
export function premiumExplanation(pageTitle: string): string {
  return `${pageTitle} is a premium feature. Subscribe to unlock it.`;
}
