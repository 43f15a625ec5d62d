import { site } from "#core/site-config.ts";

/** The contact page's heading, subtitle and meta description. */
export const contactPage = {
  title: "Contact",
  subtitle: `Questions, corrections or ideas for ${site.name}? We'd love to hear from you.`,
  description: `Contact the ${site.name} team: send a message or email ${site.contactEmail} with questions, corrections or ideas for the guide.`,
} as const;

/** The toast after a message was handed to submitContact. */
export const contactSentToast = {
  title: "Message Sent!",
  description: "Thanks for getting in touch. We'll reply to the email address you gave.",
} as const;
