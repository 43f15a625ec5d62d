import * as z from "zod/mini";
import { contactMessageMaxLength, contactMessages, type ContactMessage, type ContactValues } from "./contact-fields";
import { emailText, minText } from "~/features/forms/rules";

/**
 * The contact form (/contact): name (at least 2 characters), email (a valid address) and message
 * (10 to 5000 characters), all trimmed. Same wording style as the listing form's rules (Spec §5).
 */
export const contactSchema: z.ZodMiniType<ContactMessage, ContactValues> = z.object({
  name: minText(2, contactMessages.name),
  email: emailText(contactMessages.email),
  message: minText(10, contactMessages.message).check(z.maxLength(contactMessageMaxLength, contactMessages.messageTooLong)),
});
