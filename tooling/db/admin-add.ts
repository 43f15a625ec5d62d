/**
 * `npm run admin:add -- --email you@example.com [--role admin]` (product §17.1): adds an editor to the
 * database `npm start` uses (DATABASE_URL, else SQLite in DATA_DIR), or sets the password and role of
 * the one with that address. There is no sign-up page. The password is read from ADMIN_PASSWORD (for
 * scripts), else asked for twice on the terminal without echo; at least 12 characters. Role: editor
 * (the default), or admin (who also adds and removes editors at the desk).
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { readConfig } from "../../server/config";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { passwordProblem, upsertEditor } from "../../server/desk/accounts";

const { values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string", default: "editor" } } });
const email = values.email?.trim() ?? "";
const role = values.role;
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || (role !== "editor" && role !== "admin")) {
  console.error(
    "usage: npm run admin:add -- --email you@example.com [--role editor|admin]   (ADMIN_PASSWORD, or asked for)",
  );
  process.exit(2);
}

/** Asks on the terminal without showing what is typed. */
function ask(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const write = (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput.bind(terminal);
  let asked = false;
  (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
    if (!asked) {
      asked = true;
      write(text);
    }
  };
  return new Promise((resolve) =>
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write("\n");
      resolve(answer);
    }),
  );
}

let password = process.env.ADMIN_PASSWORD ?? "";
if (!password) {
  if (!process.stdin.isTTY) {
    console.error("Set ADMIN_PASSWORD, or run this in a terminal to be asked for the password.");
    process.exit(2);
  }
  password = await ask("Password (at least 12 characters): ");
  if ((await ask("The same password again: ")) !== password) {
    console.error("The two passwords differ: nothing was changed.");
    process.exit(1);
  }
}
const problem = passwordProblem(password);
if (problem) {
  console.error(`${problem} Nothing was changed.`);
  process.exit(1);
}

const { db } = await openDatabase(readConfig());
try {
  await migrateToLatest(db as never);
  const editor = await upsertEditor(db, { email, password, role });
  console.log(`${editor.email} can sign in at /admin/login as ${editor.role}.`);
} finally {
  await db.destroy();
}
