/**
 * True when the site has its server (SITE_BACKEND at build, default): the forms post to it, with
 * JavaScript and without. False on a static-only host: the forms stay simulated (`method="dialog"`,
 * nothing sent). decision 027. The constant exists only in Vite's builds; in Node (the server imports
 * the forms' schemas through this feature's entry) there is a server by definition.
 */
export const hasServer = typeof __SITE_BACKEND__ === "undefined" || __SITE_BACKEND__ !== "none";
