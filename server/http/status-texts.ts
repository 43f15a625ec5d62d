import { city } from "../../core/city";
import type { SubmissionStatus } from "../db/schema";

/** product §9.14: the review promise the status page keeps. */
const reviewPromise = "An editor reviews every request within 2-3 business days, and this page shows their answer.";

/**
 * product §16.1: a listing's status as its status page says it: Received, In review, Approved (then Live, once its
 * pages are published, decision 050) or Not approved, each with what it means. Spam reads as Received: the page never tells a robot
 * that its post was caught.
 */
export function describeStatus(status: SubmissionStatus | "live"): { label: string; explanation: string } {
  switch (status) {
    case "live":
      return {
        label: "Live",
        explanation: "Your listing is live in the guide: anyone can find it now.",
      };
    case "in_review":
      return { label: "In review", explanation: `An editor is checking the details of your listing. ${reviewPromise}` };
    case "approved":
      return {
        label: "Approved",
        explanation:
          "Your listing was approved: it goes live in the guide within seconds, and this page then links it.",
      };
    case "not_approved":
      return {
        label: "Not approved",
        explanation:
          "Your listing was not approved. The editors' note says why; write to us if something was misunderstood.",
      };
    default:
      return {
        label: "Received",
        explanation: `We received your listing request. ${reviewPromise} Keep this page's address: it is the only way to see the request's status.`,
      };
  }
}

/** An ISO time as Columbus reads it, e.g. "November 24, 2026 at 3:05 PM" (America/New_York). */
export function formatReceived(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: city.timeZone,
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(iso));
}
