/**
 * product §9: the welcome flag's stored value once the dialog was closed. Its own module so that the
 * dialog (loaded on demand) and the first-visit check share it without importing each other.
 */
export const welcomeSeenValue = "true";
