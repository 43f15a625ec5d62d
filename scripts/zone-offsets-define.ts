import { readFileSync } from "node:fs";
import { zoneOffsets } from "../app/features/hours/zone-offsets.ts";

const city = JSON.parse(readFileSync(new URL("../app/lib/city.json", import.meta.url), "utf8")) as { timeZone: string };

/**
 * The value of `__ZONE_OFFSETS__` (vite.config.ts, vitest.config.ts): the city's UTC offsets from last year to
 * ten years ahead, as JSON, so browsers tell Columbus time without Intl (docs/decisions/015-city-clock-without-intl-at-run-time.md).
 */
export function zoneOffsetsDefine(now = new Date()): string {
  const year = now.getUTCFullYear();
  return JSON.stringify(zoneOffsets(city.timeZone, year - 1, year + 10));
}
