/**
 * The outbox's sending, in a worker thread (server/store/outbox.ts `MailThread`): composing a mail (nodemailer) and
 * writing it as an .eml file or sending it over SMTP took a fifth of the server's main thread while posts came in at
 * 700 a second, and every request waited behind it. Here it runs beside the event loop. Plain JavaScript because a
 * worker thread starts without the TypeScript loader the rest of the server runs under.
 *
 * workerData: `{ smtpUrl?: string, from: string, emlDir: string, smtpConcurrency: number }`. Without `smtpUrl`
 * mails are written as `emlDir/<created_at>-<id>.eml`, each with a synchronous write (it blocks only this thread, and
 * spares the thread pool's hand-offs: decision 059 measured the difference); with it they go over a pool of
 * `smtpConcurrency` SMTP connections opened for each batch and closed after it.
 * Messages in: `[id, "send", mails]` (outbox rows: id, to_address, subject, text_body, headers as JSON, created_at)
 * and `[id, "stop"]` (start no more mails, close the SMTP connections: a send under way fails).
 * Messages out: `[id, "sent", at]` as soon as mail `at` of a batch went (so the outbox marks it at once, and a
 * server killed in the middle of a batch leaves only the sends under way unmarked); then `[id, results]`, one
 * `{ ok: true }` or `{ ok: false, error }` per mail, in order; or `[id, null]` once stopped.
 */
import { writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import nodemailer from "nodemailer";

/** @type {{ smtpUrl?: string; from: string; emlDir: string; smtpConcurrency: number }} */
const settings = workerData;
const port = parentPort;
if (!port) throw new Error("mail-worker.mjs runs in a worker thread");

const eml = settings.smtpUrl
  ? null
  : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
/** @type {import("nodemailer").Transporter | null} */
let smtp = null;
/** The sender's domain, the right side of every Message-ID. */
const messageIdHost = /@([^>\s]+)/.exec(settings.from)?.[1] ?? "localhost";
let stopping = false;

/**
 * Sends `mails` of request `id` (8 composed at a time without SMTP, or one per pooled connection) and answers each one's outcome,
 * `null` for a mail not started because the outbox stopped.
 * @param {{ id: string; to_address: string; subject: string; text_body: string; headers: string; created_at: string }[]} mails
 */
async function send(id, mails) {
  if (eml) await mkdir(settings.emlDir, { recursive: true });
  const transport =
    eml ??
    (smtp = nodemailer.createTransport(
      /** @type {any} */ ({ url: settings.smtpUrl, pool: true, maxConnections: settings.smtpConcurrency }),
    ));
  /** @type {({ ok: true } | { ok: false; error: string } | null)[]} */
  const results = mails.map(() => null);
  let next = 0;
  const sender = async () => {
    while (next < mails.length && !stopping) {
      const at = next++;
      const mail = mails[at];
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          headers: JSON.parse(mail.headers),
          // The outbox's id: a mail sent again (its server killed between the send and its mark) is the same message.
          messageId: `<${mail.id}@${messageIdHost}>`,
        });
        if (eml)
          writeFileSync(
            path.join(settings.emlDir, `${mail.created_at.replace(/[:.]/g, "-")}-${mail.id}.eml`),
            /** @type {Buffer} */ (info.message),
          );
        results[at] = { ok: true };
        port.postMessage([id, "sent", at]);
      } catch (error) {
        results[at] = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    }
  };
  await Promise.all(Array.from({ length: eml ? 8 : settings.smtpConcurrency }, sender));
  if (!eml) transport.close();
  return results;
}

port.on("message", (/** @type {[number, string, any]} */ [id, op, mails]) => {
  if (op === "stop") {
    stopping = true;
    smtp?.close();
    port.postMessage([id, null]);
    return;
  }
  send(id, mails).then(
    (results) => port.postMessage([id, results]),
    (error) =>
      port.postMessage([
        id,
        mails.map(() => ({ ok: false, error: error instanceof Error ? error.message : String(error) })),
      ]),
  );
});
