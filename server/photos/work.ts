/**
 * The image work of uploads, bounded (decision 049): one decode at a time (the part that holds a whole photo's
 * pixels), and one photo's widths and formats at a time in the background (made from a master of at most 1,600
 * pixels). An upload waits its turn for the decode and is answered once its master is stored; its widths follow.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { unfinishedUploads } from "../store/photos";
import { finishUpload } from "./uploads";
import type { PhotoStorage } from "./storage";

/** Runs tasks one after another, in the order given. */
class OneAtATime {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    this.waiting += 1;
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined).finally(() => (this.waiting -= 1));
    return result;
  }

  /** Resolves once every task given so far has ended. */
  async idle(): Promise<void> {
    while (this.waiting > 0) await this.tail;
  }
}

/** The queues of one server's image work. */
export class PhotoWork {
  private readonly decodes = new OneAtATime();
  private readonly encodings = new OneAtATime();
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: PhotoStorage,
  ) {}

  /** Runs a decode when it is its turn (one at a time). */
  decode<T>(task: () => Promise<T>): Promise<T> {
    return this.decodes.run(task);
  }

  /** Makes a stored upload's widths in the background; a failure is logged and tried again at the next start. */
  finish(id: string): void {
    void this.encodings
      .run(async () => {
        if (!this.stopped) await finishUpload(this.db, this.storage, id);
      })
      .catch((error: unknown) => console.error(`photos: ${id}: ${String(error)}`));
  }

  /** Queues the widths of every upload a stopped server left without them; resolves with how many. */
  async resume(): Promise<number> {
    const ids = await unfinishedUploads(this.db);
    for (const id of ids) this.finish(id);
    return ids.length;
  }

  /** Resolves once the work queued so far is done (tests wait for the widths with it). */
  async idle(): Promise<void> {
    await this.decodes.idle();
    await this.encodings.idle();
  }

  /** Starts nothing more; what is under way ends (a photo left without widths is resumed at the next start). */
  stop(): void {
    this.stopped = true;
  }
}
