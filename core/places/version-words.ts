/**
 * Decision 050: a place's version in words, one way for every page that shows one (the public history, the desk's
 * place page, the desk's feed of owners' changes): what each kind of change is called, and a field's value before
 * or after a change ("" reads "not given").
 */

/** What the history calls each kind of change (decision 050); a kind not listed reads as itself. */
export const changeKindLabels: Readonly<Record<string, string>> = {
  seed: "In the guide",
  listing: "Listed at its owner's request",
  correction: "Corrected after a visitor's report",
  photo: "Photos",
  closure: "Marked closed",
  openstreetmap: "From OpenStreetMap",
  editor: "Edited by the guide's editors",
  restore: "An earlier version restored",
  owner: "Changed by the owner",
  proposal: "Proposed by an organizer or a visitor, checked by the guide's editors",
  confirmed: "Hours confirmed by the owner",
};

/** A kind of change in words: "owner" -> "Changed by the owner" ({@link changeKindLabels}). */
export const changeKindInWords = (kind: string): string => changeKindLabels[kind] ?? kind;

/** A field's value before or after a change, as text: "" (the field was not given) reads "not given". */
export const changedValueInWords = (value: string): string => value || "not given";
