/**
 * How the photo field tells its form about uploads under way (decision 049), without a module both must load: the
 * fieldset's attribute holds how many are sending, and the form hears an event once none is, with the sentences of
 * those that failed meanwhile (`detail.failed`).
 */

/** The fieldset's attribute: how many photos are being sent now. */
export const photoUploadsAttribute = "data-photo-uploads";

/**
 * The fieldset's attribute once no photo is being sent: the sentences (JSON) of those that failed in the last round
 * of uploads that a submit waited for. A submit whose own code loaded only after that round ended reads it there
 * instead of the event it missed; a submit made when nothing was sending clears it (those failures were shown).
 */
export const photoUploadsFailedAttribute = "data-photo-failed";

/** The event the form hears when no photo is being sent any more. */
export const photoUploadsSettled = "photouploadssettled";
