/**
 * `POST /api/uploads` (decisions 039, 049): one photo a post (multipart field `photo`), its own body limit (10 MB
 * and a little) and limit per client, counted first (before any work, whatever comes of it). Checked by its bytes,
 * decoded once (one decode at a time: PhotoWork) into an upright master without metadata, which is stored before
 * the answer, 201 `{ id, width, height }`; the guide's widths and formats are made from it in the background. The
 * listing and correction posts name the ids; the owner's page (decision 091) takes its file with {@link receivePhoto}.
 */
import { Hono, type Context } from "hono";
import { maxPhotoBytes } from "../../core/forms/photo-rules";
import { NotAPhoto, preparePhoto } from "../photos/images";
import { storeUpload } from "../photos/uploads";
import { countHit, type Limit } from "../store/rate-limits";
import { answers, clientOf, refuse, store, type ServerContext } from "../web/respond";

/** What {@link receivePhoto} makes of a post's file: the stored upload, or the refusal's status and sentence. */
export type Received =
  | { ok: true; photo: { id: string; width: number; height: number } }
  | { ok: false; status: 413 | 422 | 429 | 503; message: string; retryAfterSeconds?: number };

/**
 * decisions 039, 049, 091: takes one photo file of a post as every upload is taken: counted against the client's
 * upload limit first (30 an hour; 429), then a file (422), at most 10 MB (413), a photo by its bytes (422), decoded
 * once and stored; its widths follow in the background. Call it inside `store` (a database that is down is a 503).
 */
export async function receivePhoto(server: ServerContext, c: Context, file: unknown): Promise<Received> {
  const { db, now } = server;
  const storage = server.photos;
  const work = server.photoWork;
  if (!storage || !work) return { ok: false, status: 503, message: answers.unavailable };
  const uploadLimit: Limit = { name: "upload", max: server.uploadsPerHour, windowMinutes: 60 };
  // decision 049: counted before anything else, in a transaction of its own: of uploads sent together at most the
  // limit's are decoded, and one that fails to decode has counted too.
  const outcome = await db.transaction().execute((trx) => countHit(trx, uploadLimit, clientOf(server, c), now()));
  if (!outcome.allowed)
    return {
      ok: false,
      status: 429,
      message: answers.tooMany(Math.ceil(outcome.retryAfterSeconds / 60)),
      retryAfterSeconds: outcome.retryAfterSeconds,
    };
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 422, message: answers.photoMissing };
  if (file.size > maxPhotoBytes) return { ok: false, status: 413, message: answers.photoTooLarge };
  let prepared;
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    prepared = await work.decode(() => preparePhoto(bytes));
  } catch (error) {
    if (error instanceof NotAPhoto) return { ok: false, status: 422, message: `${error.message} Nothing was saved.` };
    throw error;
  }
  const saved = await storeUpload(db, storage, prepared, now());
  work.finish(saved.id);
  return { ok: true, photo: saved };
}

/** The upload's route. */
export function uploadRoutes(server: ServerContext): Hono {
  const app = new Hono();

  app.post("/api/uploads", async (c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? ""))
      return refuse(c, 415, answers.photoNotMultipart);
    if (!server.photos || !server.photoWork) return refuse(c, 503, answers.unavailable);
    return store(c, async () => {
      const received = await receivePhoto(server, c, (await c.req.parseBody()).photo);
      if (received.ok) return c.json(received.photo, 201);
      return refuse(
        c,
        received.status,
        received.message,
        received.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(received.retryAfterSeconds) },
      );
    });
  });

  return app;
}
