/**
 * The city facts the build reads as well as the app: `tooling/build/zone-offsets-define.ts` makes the time zone's
 * offset table for the browser (decision 015); `site-config.ts` gives the same zone to the hours rules.
 * No imports: the build's config loads this file on its own.
 */
export const city = {
  /** The city's key in the database (every place row names its city, decision 050): a second city has its own. */
  key: "columbus",
  /** IANA time zone of the city, for opening hours. */
  timeZone: "America/New_York",
  /**
   * Where the city's public and school holidays are looked up when hours say `PH` (the `opening_hours`
   * library's holiday tables, by ISO country code and state name; decision 038).
   */
  holidayRegion: { countryCode: "us", state: "Ohio" },
  /** The city's coordinates (Columbus City Hall area): where the desk reads typed hours (sun times). */
  geo: { lat: 39.9612, lng: -82.9988 },
} as const;
