import type { HoursCalendar, OpenRule, OpenState } from "~/features/hours";

/**
 * Product §13.3: the four states a place's marker shows on the results map. Pure: the hours module's rule
 * (`openState`, `openStateText`, the very functions the cards, the Open now filter and the Closing latest sort
 * use) decides; this only sorts its answer into what a pin can draw and says it for a screen reader.
 */

/**
 * - `open`: open now or open 24 hours (a tick);
 * - `closing-soon`: closes within 30 minutes (a clock);
 * - `closed`: closed now, a public holiday included (a cross);
 * - `unknown`: the guide cannot say: hours not known, "Hours vary", "By appointment" (a question mark).
 * `open` and `closing-soon` are exactly the places the Open now filter keeps (`isOpenAt`).
 */
export type MarkerState = "open" | "closing-soon" | "closed" | "unknown";

/** Every state, in the order the map's key lists them. */
export const markerStates: readonly MarkerState[] = ["open", "closing-soon", "closed", "unknown"];

/** The map key's word for each state (product §13.3). */
export const markerStateLabel: Record<MarkerState, string> = {
  open: "Open now",
  "closing-soon": "Closes soon",
  closed: "Closed",
  unknown: "Hours not known",
};

/** What a marker shows: its state, and the words a screen reader hears after the place's name. */
export interface MarkerLook {
  state: MarkerState;
  /** The cards' words for the state, as a phrase: "open now, closes 10 PM", "closed, opens Tue 11 AM". */
  words: string;
}

/** The rule's state, sorted into a marker's four (null: hours not known at that instant). */
export function markerStateOf(state: OpenState | null): MarkerState {
  // Decision 073: a venue during tonight's show is open, as Open now counts it.
  if (state?.kind === "show") return state.on ? "open" : "unknown";
  switch (state?.kind) {
    case "open":
    case "open-24-hours":
      return "open";
    case "closing-soon":
      return "closing-soon";
    case "closed":
      return "closed";
    default:
      return "unknown";
  }
}

/** "Closes 10 PM" -> "closes 10 PM": the cards' words inside a sentence (names such as "Thanksgiving Day" keep theirs). */
const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Product §13.3: a place's marker at the instant `now`, in the city's time zone `timeZone`, by the hours rule
 * (`rule`: the module of `useOpenRule`). The words are the cards' (product §11.2) joined by commas, not "·",
 * which some screen readers read out: "open now, closes 10 PM", "closes soon, 9:45 PM", "closed today
 * (Thanksgiving Day), opens Fri 12 PM", "hours vary"; "hours not known" when the rule has no state.
 */
export function markerLook(
  rule: Pick<OpenRule, "openState" | "openStateText">,
  hours: HoursCalendar | null,
  now: Date,
  timeZone: string,
): MarkerLook {
  const state = rule.openState(hours, now, { timeZone });
  if (!state) return { state: "unknown", words: "hours not known" };
  const { label, detail } = rule.openStateText(state);
  return {
    state: markerStateOf(state),
    words: detail ? `${inSentence(label)}, ${inSentence(detail)}` : inSentence(label),
  };
}

/** A marker's accessible name: the place, then its state ("Rubino's Pizza, open now, closes 10 PM"). */
export function markerName(name: string, look: MarkerLook | undefined): string {
  return look ? `${name}, ${look.words}` : name;
}
