// Orama with the same fields and weights as /search, typo tolerance 1 (its `tolerance` is one number per query).
import { create, insertMultiple, search, type AnyOrama } from "@orama/orama";
import type { Candidate } from "./types";

let db: AnyOrama;

export const candidate: Candidate = {
  async build(docs) {
    db = create({
      schema: {
        name: "string",
        category: "string",
        description: "string",
        neighborhood: "string",
        features: "string[]",
      } as const,
    });
    await insertMultiple(
      db,
      docs.map((doc) => ({ ...doc, id: String(doc.id), features: [...doc.features] })),
    );
  },
  search(text) {
    const word = text.trim().split(/\s+/).at(-1) ?? "";
    const result = search(db, {
      term: text,
      tolerance: word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0,
      boost: { name: 4, category: 2, features: 2, neighborhood: 1.5 },
      limit: 100_000,
    }) as { count: number } | Promise<{ count: number }>;
    if (result instanceof Promise) throw new Error("Orama answered asynchronously");
    return result.count;
  },
};
