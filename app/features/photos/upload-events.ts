/**
 * How the photo field tells its form about uploads under way (decision 049), without a module both must load: the
 * fieldset's attribute holds how many are sending, and the form hears an event once none is, with the sentences of
 * those that failed meanwhile (`detail.failed`).
 */

/** The fieldset's attribute: how many photos are being sent now. */
export const photoUploadsAttribute = "data-photo-uploads";

/** The event the form hears when no photo is being sent any more. */
export const photoUploadsSettled = "photouploadssettled";
