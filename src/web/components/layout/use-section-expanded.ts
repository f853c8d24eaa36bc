import { useState } from "react";

/**
 * Whether a sidebar group is expanded: open while the page is in its section, and toggled by
 * the user otherwise. Entering the section opens it again.
 */
export function useSectionExpanded(inSection: boolean) {
  const [expanded, setExpanded] = useState(inSection);
  const [wasInSection, setWasInSection] = useState(inSection);
  if (inSection !== wasInSection) {
    setWasInSection(inSection);
    if (inSection) setExpanded(true);
  }
  return { expanded, toggle: () => setExpanded((open) => !open) };
}
