/**
 * What the forms and the server agree on (product §16, decision 027): where each form posts, the
 * honeypot field's name, and the most a post may carry. The pages read it (the forms' `action`,
 * the hidden field) and so do the server (server/app.ts) and the build (nginx's body limit), so
 * none can drift. Plain data: it runs in Node as it is (no build-time constants).
 */

/** Where each form posts (the server's paths, server/static/request-rules.ts serverPrefixes). */
export const formEndpoints = {
  listing: "/api/listings",
  contact: "/api/messages",
  newsletter: "/api/newsletter",
  review: "/api/reviews",
} as const;

/**
 * The honeypot: a field people never see or reach (off screen, out of the tab order, hidden from
 * assistive technology) that form-filling robots fill. A post with it filled gets the usual answer
 * and is stored as spam (product §16.5).
 */
export const honeypotField = "fax_number";

/** The most a form's post may carry: 32 KB (the longest valid listing is about 4 KB); more gets 413. */
export const submissionLimitBytes = 32 * 1024;
