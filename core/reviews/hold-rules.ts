/**
 * product §19.4: when a confirmed review is held for an editor's closer look. Pure: the server passes the candidate
 * and the other reviews confirmed recently, and stores the reasons with the review for the desk to show.
 */

/** A review as the hold rules read it. */
export interface HoldCandidate {
  placeId: number;
  stars: number;
  text: string;
  /** The domain of the author's email address (lower case), e.g. "example.com". */
  emailDomain: string;
  /** ISO instant it was confirmed. */
  at: string;
}

/** Another review confirmed in the last 7 days (any place, any status but withdrawn), as the rules compare it. */
export type RecentReview = Omit<HoldCandidate, "emailDomain">;

/** Why a review is held: the key stored with it, and the words the desk shows. */
export interface HoldReason {
  key: "burst" | "same-text" | "throwaway-domain";
  message: string;
}

/**
 * The reasons `candidate` is held, none when it goes to the desk as usual.
 * (Rules to come; the shape is what the server and the rules agree on.)
 */
export function holdReasons(candidate: HoldCandidate, recent: readonly RecentReview[]): HoldReason[] {
  void candidate;
  void recent;
  return [];
}
