/**
 * Rules list the words they look for as readable pieces of a regular expression, one phrase
 * each, a space standing for any white space: "date of completion" matches "Date of
 * Completion" and "Date  of\nCompletion".
 */
export const phrases = (pieces: string[]) => pieces.join("|").replaceAll(" ", "\\s+");
