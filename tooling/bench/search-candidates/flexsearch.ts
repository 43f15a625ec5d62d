// FlexSearch's document index: prefixes ("forward"), typos through its Latin "balance" encoder (no edit distance).
import { Charset, Document } from "flexsearch";
import type { Candidate } from "./types";

let index: Document;

export const candidate: Candidate = {
  build(docs) {
    index = new Document({
      document: { id: "id", index: ["name", "category", "description", "neighborhood", "features"] },
      tokenize: "forward",
      encoder: Charset.LatinBalance,
    });
    for (const { event: _event, ...doc } of docs) index.add({ ...doc, features: doc.features.join(" ") });
  },
  search(text) {
    const found = new Set<unknown>();
    for (const field of index.search(text, { limit: 100_000, suggest: true }) as { result: unknown[] }[])
      for (const id of field.result) found.add(id);
    return found.size;
  },
};
