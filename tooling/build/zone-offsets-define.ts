import { zoneOffsets } from "../../core/hours/zone-offsets.ts";
import { city } from "../../core/city.ts";

/**
 * The value of `__ZONE_OFFSETS__` (vite.config.ts, vitest.config.ts): the city's UTC offsets from last year to
 * ten years ahead, as JSON, so browsers tell Columbus time without Intl (docs/decisions/015-city-clock-without-intl-at-run-time.md).
 */
export function zoneOffsetsDefine(now = new Date()): string {
  const year = now.getUTCFullYear();
  return JSON.stringify(zoneOffsets(city.timeZone, year - 1, year + 10));
}
