import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engines } from "../test/engines";
import { backUpSqlite } from "./backups";

describe("db:backup (docs/server.md)", () => {
  it("keeps the newest copies only (BACKUPS_KEPT), each a whole database, and leaves other files alone", async () => {
    const { db, dataDir } = await engines()[0]!.open();
    try {
      const dir = path.join(dataDir, "backups");
      const start = Date.parse("2026-11-26T10:00:00Z");
      for (let day = 0; day < 9; day += 1) await backUpSqlite(db as never, dir, 7, new Date(start + day * 86_400_000));
      writeFileSync(path.join(dir, "notes.txt"), "mine");
      const { deleted } = await backUpSqlite(db as never, dir, 7, new Date(start + 9 * 86_400_000));
      expect(deleted.map((file) => path.basename(file))).toEqual(["discover-columbus-2026-11-28T10-00-00-000Z.db"]);
      const kept = ["11-29", "11-30", "12-01", "12-02", "12-03", "12-04", "12-05"];
      expect(readdirSync(dir).sort()).toEqual([
        ...kept.map((day) => `discover-columbus-2026-${day}T10-00-00-000Z.db`),
        "notes.txt",
      ]);
    } finally {
      await db.destroy();
    }
  });
});
