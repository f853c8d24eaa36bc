/**
 * Topics that boards require by name, each with the ways certificates and users word them. A
 * user's category belongs to a topic when its name holds one of the topic's words; a document
 * then counts toward it when its text holds any of them.
 */
export const categoryTopics: string[][] = [
  ["ethics", "ethical", "professional responsibility", "professional conduct", "professionalism"],
  ["implicit bias", "unconscious bias", "cultural competence", "cultural competency"],
  ["pain management", "management of pain", "chronic pain", "acute pain"],
  [
    "patient safety",
    "medication error",
    "medication errors",
    "medical errors",
    "medication safety",
    "fall prevention",
  ],
  ["opioid", "opioids", "controlled substance", "controlled substances", "substance use disorder"],
  ["law", "laws", "jurisprudence", "legal", "rules and regulations", "statutes"],
  ["human trafficking", "trafficking"],
  ["infection control", "infection prevention", "infectious disease control"],
  ["hiv", "aids", "hiv/aids"],
  ["domestic violence", "intimate partner violence", "family violence"],
  ["suicide prevention", "suicide"],
  ["child abuse", "mandated reporter", "mandated reporting", "child maltreatment"],
  ["dementia", "alzheimer", "alzheimer's"],
  ["national electrical code", "nec", "electrical code"],
  ["supervision", "clinical supervision"],
];
