/**
 * True when the site has its server (SITE_BACKEND at build, default): the forms post to it, with
 * JavaScript and without. False on a static-only host: the forms stay simulated (`method="dialog"`,
 * nothing sent). decision 027. Browser code only: the constant exists only in Vite's builds.
 */
export const hasServer = __SITE_BACKEND__ !== "none";
