/**
 * `POST /api/uploads` (decisions 039, 049): one photo a post (multipart field `photo`), its own body limit (10 MB
 * and a little) and limit per client, counted first (before any work, whatever comes of it). Checked by its bytes,
 * decoded once (one decode at a time: PhotoWork) into an upright master without metadata, which is stored before
 * the answer, 201 `{ id, width, height }`; the guide's widths and formats are made from it in the background. The
 * listing and correction posts name the ids.
 */
import { Hono } from "hono";
import { maxPhotoBytes } from "../../core/forms/photo-rules";
import { NotAPhoto, preparePhoto } from "../photos/images";
import { storeUpload } from "../photos/uploads";
import { countHit, type Limit } from "../store/rate-limits";
import { answers, clientOf, refuse, store, type ServerContext } from "../web/respond";

/** The upload's route. */
export function uploadRoutes(server: ServerContext): Hono {
  const { db, now } = server;
  const uploadLimit: Limit = { name: "upload", max: server.uploadsPerHour, windowMinutes: 60 };
  const app = new Hono();

  app.post("/api/uploads", async (c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? ""))
      return refuse(c, 415, answers.photoNotMultipart);
    const storage = server.photos;
    const work = server.photoWork;
    if (!storage || !work) return refuse(c, 503, answers.unavailable);
    // decision 049: counted before anything else, in a transaction of its own: of uploads sent together at most the
    // limit's are decoded, and one that fails to decode has counted too.
    return store(c, async () => {
      const outcome = await db.transaction().execute((trx) => countHit(trx, uploadLimit, clientOf(server, c), now()));
      if (!outcome.allowed)
        return refuse(c, 429, answers.tooMany(Math.ceil(outcome.retryAfterSeconds / 60)), {
          "Retry-After": String(outcome.retryAfterSeconds),
        });
      const file = (await c.req.parseBody()).photo;
      if (!(file instanceof File) || file.size === 0) return refuse(c, 422, answers.photoMissing);
      if (file.size > maxPhotoBytes) return refuse(c, 413, answers.photoTooLarge);
      let prepared;
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        prepared = await work.decode(() => preparePhoto(bytes));
      } catch (error) {
        if (error instanceof NotAPhoto) return refuse(c, 422, `${error.message} Nothing was saved.`);
        throw error;
      }
      const saved = await storeUpload(db, storage, prepared, now());
      work.finish(saved.id);
      return c.json(saved, 201);
    });
  });

  return app;
}
