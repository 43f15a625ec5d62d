/**
 * Decision 050: what the publisher (server/publish/renderer-process.ts) and the renderer (render/renderer.ts) say to
 * each other, written once for both. The server starts {@link rendererScript} as a process of its own, with its
 * options ({@link RendererOptions}) as the one argument and the server's DATA_DIR / DATABASE_URL in its environment;
 * the renderer writes {@link readyLine} once it holds the release's renderer and the guide, then answers each
 * {@link RenderRequest} (one JSON object per line on its standard input) with one {@link RenderAnswer} (one JSON
 * object per line on its standard output). Any other line it prints is a log line, not an answer.
 *
 * This module imports nothing: it is the one module of render/ the server names (eslint.config.js).
 */

/** The renderer's script, from the project's root. */
export const rendererScript = "render/renderer.ts";

/** The renderer process's argument, as JSON. */
export interface RendererOptions {
  /** The release folder (`build/releases/<id>`) whose kept renderer, client files and boot script it uses. */
  releaseDir: string;
}

/** One request of the publisher. */
export interface RenderRequest {
  id: string;
  /** The places whose versions changed since the renderer's guide (reloaded from the database). */
  placeIds: number[];
  /**
   * Places whose published visitors' reviews changed (decision 054): the reviews are read again and the files that
   * show them rendered; their records did not change.
   */
  reviewPlaceIds?: number[];
  /** Decision 083: the events whose versions changed (their slugs): reloaded, their pages and feeds rendered. */
  eventSlugs?: string[];
  /** The day the hours are read from (YYYY-MM-DD), when it moves on (the daily renewal). */
  hoursReadOn?: string;
  /** Render every page and file of the guide (the daily renewal, or a publish after a code change). */
  everything?: boolean;
  /** The publisher's run: its versions count as published in the history pages it renders. */
  publishId?: string;
}

/** A file the publish writes (or deletes), by its path in the client folder. */
export interface RenderedFile {
  path: string;
  /** Hex SHA-256 of the staged bytes; "" for a deleted file. */
  sha256: string;
  /** The page or file is gone (a neighborhood page whose last place left). */
  deleted?: boolean;
}

/** The answer to a {@link RenderRequest}: the staged files, or the error that stopped the render. */
export type RenderAnswer =
  | {
      id: string;
      ok: true;
      /** The folder holding the staged files (inside the release). */
      staging: string;
      /** The files whose bytes differ from the live ones, and those that are gone. */
      files: RenderedFile[];
      /** The pages' addresses among them ("/place/x"), for the publisher's log and the purge. */
      addresses: string[];
      /** How many files were rendered (changed or not). */
      rendered: number;
      ms: number;
      /** Milliseconds per step: rendering and finishing, comparing and compressing, the service worker. */
      timings: { render: number; compare: number; serviceWorker: number };
    }
  | { id: string; ok: false; error: string };

/** The line the renderer writes once it is ready for requests. */
export const readyLine = { ready: true } as const;
