import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { badgeVariants } from "./badge";
import { buttonVariants } from "./button";
import { inputVariants } from "./input";

/**
 * Decision 019: `cn()` joins classes without tailwind-merge, so a class passed to override one of a
 * component's own classes of the same property (`px-5` on a button whose size says `px-6`) wins or loses
 * by the order of the stylesheet, not by the order written. This test finds such overrides in the source:
 * tailwind-merge (a development dependency, never shipped) names the conflicts. It reads
 * - every component whose root merges `className` with `cn("own classes", ..., className)`, and every JSX
 *   use of it with a literal className (string literals inside `className={...}` count too);
 * - every use of the cva variant functions (`cn(buttonVariants({ variant: "outline" }), "gap-1")`) and
 *   `<Button variant size className>` / `<Badge variant className>`, for each literal variant named;
 * - every combination of the variants themselves (a size's shadow against a variant's shadow).
 * Change a base class with a variant, never with an override.
 */

const root = path.resolve(__dirname, "../../..");
const merge = extendTailwindMerge({ extend: { theme: { color: ["brand-strong", "brand-tint", "brand-light"] } } });

/** The cva functions, each with every value of each of its props, and the components built on them. */
const variantFunctions: Record<
  string,
  { fn: (props: Record<string, string>) => string; options: Record<string, string[]> }
> = {
  buttonVariants: {
    fn: (props) => buttonVariants(props as never),
    options: {
      variant: ["default", "secondary", "outline", "ghost", "link", "hero", "floating"],
      size: ["default", "sm", "lg", "hero", "icon", "icon-lg"],
      shape: ["default", "round"],
    },
  },
  badgeVariants: {
    fn: (props) => badgeVariants(props as never),
    options: { variant: ["default", "secondary", "outline", "success"] },
  },
  inputVariants: { fn: (props) => inputVariants(props as never), options: { tone: ["default", "onBrand"] } },
};
const variantComponents: Record<string, string> = {
  Button: "buttonVariants",
  Badge: "badgeVariants",
  Input: "inputVariants",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text from `open` (an opening bracket's index) to its matching closing bracket, strings skipped. */
function balanced(text: string, open: number): string {
  const pairs: Record<string, string> = { "(": ")", "{": "}", "[": "]" };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"' || char === "'" || char === "`") {
      const end = text.indexOf(char, i + 1);
      i = end < 0 ? text.length : end;
    } else if (pairs[char]) stack.push(pairs[char]);
    else if (char === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return text.slice(open, i + 1);
    }
  }
  return text.slice(open);
}

/** Every plain string literal in a piece of code (template literals with `${}` are skipped). */
const literals = (code: string) =>
  [...code.matchAll(/"([^"\n]*)"|`([^`$]*)`/g)].map((match) => match[1] ?? match[2] ?? "");

/**
 * Classes of `own` that `added` would override: tailwind-merge drops them when both are joined. `own` may
 * hold both branches of a condition (`size === "sm" ? "text-sm" : "text-base"`): what conflicts within it
 * is left out first.
 */
function overridden(own: string, added: string): string[] {
  const kept = new Set(merge(own, added).split(/\s+/));
  return merge(own)
    .split(/\s+/)
    .filter((name) => name && !kept.has(name));
}

/** Every combination of one value per prop. */
function combinations(options: Record<string, string[]>): Record<string, string>[] {
  return Object.entries(options).reduce<Record<string, string>[]>(
    (combos, [key, values]) => combos.flatMap((combo) => values.map((value) => ({ ...combo, [key]: value }))),
    [{}],
  );
}

const line = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Each combination of the literal values given for `keys` in an object literal's code (`{ variant: a ? "x" : "y" }`). */
function propCombinations(code: string, keys: string[]): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const key of keys) {
    const match = new RegExp(`\\b${key}\\s*[:=]\\s*(\\{[^}]*\\}|"[^"]*"|[^,}\\n]*)`).exec(code);
    const values = match ? literals(match[1]!) : [];
    if (values.length === 0) continue;
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [key]: value })));
  }
  return combos;
}

const files = sourceFiles(path.join(root, "app")).map((file) => ({
  file: path.relative(root, file),
  text: readFileSync(file, "utf8"),
}));

/** Components whose root joins its own classes with the caller's: `cn("own classes", ..., className)`. */
function mergingComponents(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { text } of files) {
    for (const match of text.matchAll(/^(?:export )?function ([A-Z]\w*)\(/gm)) {
      const body = balanced(text, text.indexOf("{", text.indexOf(")", match.index)));
      for (const call of body.matchAll(/\bcn\(/g)) {
        const args = balanced(body, call.index + 2);
        if (!/\bclassName,?\s*\)$/.test(args) || /Variants\(/.test(args)) continue;
        found.set(match[1]!, literals(args.slice(0, args.lastIndexOf("className"))).join(" "));
      }
    }
  }
  return found;
}

describe("class overrides (decision 019: no tailwind-merge, so no override of a component's own classes)", () => {
  it("finds the components and the uses it checks", () => {
    const components = mergingComponents();
    // The scan must see what it guards, or it would pass on nothing.
    expect([...components.keys()]).toEqual(
      expect.arrayContaining(["Label", "Textarea", "DialogTitle", "TypeChip", "EmptyState"]),
    );
    expect(files.filter(({ text }) => /buttonVariants\(|<Button\b/.test(text)).length).toBeGreaterThan(5);
  });

  it("reports an override it is shown", () => {
    expect(overridden(buttonVariants({ size: "lg" }), "px-5")).toEqual(["px-6"]);
    expect(overridden(buttonVariants({ variant: "outline" }), "gap-1")).toEqual(["gap-2"]);
    expect(overridden("text-sm font-medium", "mt-2 text-brand-tint")).toEqual([]);
  });

  it("no variant combination carries two classes of the same property", () => {
    const problems: string[] = [];
    for (const [name, { fn, options }] of Object.entries(variantFunctions)) {
      for (const props of combinations(options)) {
        const classes = fn(props);
        const kept = new Set(merge(classes).split(/\s+/));
        const lost = classes.split(/\s+/).filter((c) => c && !kept.has(c));
        if (lost.length > 0)
          problems.push(
            `${name}(${JSON.stringify(props)}): ${lost.join(" ")} lose to a later class of the same property`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it("no className passed to a component overrides one of its own classes", () => {
    const components = mergingComponents();
    const problems: string[] = [];
    for (const { file, text } of files) {
      for (const match of text.matchAll(/<([A-Z]\w*)[\s>]/g)) {
        const name = match[1]!;
        const own = components.get(name);
        const variants = variantComponents[name];
        if (own === undefined && !variants) continue;
        // The opening tag: up to the first ">" outside braces.
        let end = match.index + 1;
        for (let depth = 0; end < text.length; end++) {
          const char = text[end];
          if (char === "{") depth++;
          else if (char === "}") depth--;
          else if (char === ">" && depth === 0 && text[end - 1] !== "=") break;
        }
        const tag = text.slice(match.index, end);
        const classMatch = /\bclassName=("[^"]*"|\{)/.exec(tag);
        if (!classMatch) continue;
        const added =
          classMatch[1] === "{"
            ? literals(balanced(tag, classMatch.index + "className=".length)).join(" ")
            : classMatch[1]!.slice(1, -1);
        const bases = variants
          ? propCombinations(tag, Object.keys(variantFunctions[variants]!.options)).map((props) =>
              variantFunctions[variants]!.fn(props),
            )
          : [own!];
        for (const base of bases) {
          const lost = overridden(base, added);
          if (lost.length > 0)
            problems.push(
              `${file}:${line(text, match.index)} <${name} className="${added}"> overrides ${lost.join(" ")}`,
            );
        }
      }
      for (const match of text.matchAll(/\b(\w+Variants)\(/g)) {
        const fn = variantFunctions[match[1]!];
        if (!fn) continue;
        const call = balanced(text, match.index + match[1]!.length);
        // Classes joined to the variant's in the same cn(...): the rest of the enclosing call.
        const before = text.lastIndexOf("cn(", match.index);
        if (before < 0 || !balanced(text, before + 2).includes(call)) continue;
        const enclosing = balanced(text, before + 2);
        const head = `(${match[1]}${call}`;
        if (!enclosing.replace(/^\(\s*/, "(").startsWith(head)) continue;
        const added = literals(enclosing.replace(/^\(\s*/, "(").slice(head.length)).join(" ");
        for (const props of propCombinations(call, Object.keys(fn.options))) {
          const lost = overridden(fn.fn(props), added);
          if (lost.length > 0)
            problems.push(
              `${file}:${line(text, match.index)} ${match[1]}(${JSON.stringify(props)}) + "${added}" overrides ${lost.join(" ")}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
