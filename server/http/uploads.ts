/**
 * `POST /api/uploads` (decision 039): one photo a post (multipart field `photo`), its own body limit (10 MB and a
 * little) and limit per client; checked by its bytes, made into the guide's sizes and formats without metadata,
 * kept unattached: 201 `{ id, width, height }`. The listing and correction posts name the ids.
 */
import { Hono } from "hono";
import { maxPhotoBytes } from "../../core/forms/photo-rules";
import { NotAPhoto, processPhoto } from "../photos/images";
import { saveUpload } from "../store/photos";
import { hitsSoFar, type Limit } from "../store/rate-limits";
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
    if (!storage) return refuse(c, 503, answers.unavailable);
    const body = await c.req.parseBody();
    const file = body.photo;
    if (!(file instanceof File) || file.size === 0) return refuse(c, 422, answers.photoMissing);
    if (file.size > maxPhotoBytes) return refuse(c, 413, answers.photoTooLarge);
    // Refused early when the client is over its limit, before the work of decoding; counted when stored.
    const who = clientOf(server, c);
    const sofar = await hitsSoFar(db, uploadLimit, who, now());
    if (sofar.hits >= uploadLimit.max)
      return refuse(c, 429, answers.tooMany(Math.ceil(sofar.retryAfterSeconds / 60)), {
        "Retry-After": String(sofar.retryAfterSeconds),
      });
    let photo;
    try {
      photo = await processPhoto(new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof NotAPhoto) return refuse(c, 422, `${error.message} Nothing was saved.`);
      throw error;
    }
    return store(c, async () => {
      const saved = await saveUpload(db, storage, photo, { limit: uploadLimit, client: who, now: now() });
      return c.json(saved, 201);
    });
  });

  return app;
}
