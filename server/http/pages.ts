/**
 * The server's own pages (status of a listing, results of a form sent without JavaScript, the
 * newsletter's confirm and unsubscribe steps, errors): plain HTML with the site's stylesheet and no
 * script at all (their content security policy allows none). Every value goes through hono/html's
 * `html` template, which escapes it: what people send is shown as text, never as markup.
 */
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface PageOptions {
  title: string;
  /** The site's stylesheets (hashed /assets/ paths, read from the build); none in tests. */
  stylesheets: readonly string[];
  body: Html;
  /** A wider page (the editors' desk's tables). */
  wide?: boolean;
}

/** The page around a server page's content: the brand link home, the content, a footer line. */
export function page({ title, stylesheets, body, wide = false }: PageOptions): Html {
  const width = wide ? "max-w-6xl" : "max-w-3xl";
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Discover Columbus</title>
${stylesheets.map((href) => html`<link rel="stylesheet" href="${href}">`)}
<link rel="icon" href="/favicon.ico" sizes="48x48">
</head>
<body class="min-h-screen bg-background text-foreground antialiased">
<header class="border-b bg-white"><div class="mx-auto ${width} px-4 py-4 sm:px-6"><a href="/" class="text-xl font-bold text-primary">Discover Columbus</a></div></header>
<main id="main" class="mx-auto ${width} px-4 py-10 sm:px-6">
${body}
</main>
<footer class="mx-auto ${width} px-4 pb-10 text-sm text-muted-foreground sm:px-6"><a href="/privacy" class="underline underline-offset-4">Privacy Policy</a> · <a href="/contact" class="underline underline-offset-4">Contact</a></footer>
</body>
</html>`;
}

/** A heading and paragraphs of text in a card, with links under them. */
export function card({
  heading,
  paragraphs,
  links = [],
  extra,
}: {
  heading: string;
  paragraphs: readonly string[];
  links?: readonly { href: string; label: string }[];
  extra?: Html;
}): Html {
  return html`<section class="rounded-xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="page-heading">
<h1 id="page-heading" class="text-2xl font-bold">${heading}</h1>
${paragraphs.map((text) => html`<p class="mt-3">${text}</p>`)}
${extra ?? ""}
${links.length ? html`<ul class="mt-6 flex flex-wrap gap-x-6 gap-y-2">${links.map((link) => html`<li><a href="${link.href}" class="font-medium text-primary underline underline-offset-4">${link.label}</a></li>`)}</ul>` : ""}
</section>`;
}

/** A definition list of label/value rows. */
export function facts(rows: readonly { label: string; value: Html | string }[]): Html {
  return html`<dl class="mt-6 grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">${rows.map((row) => html`<dt class="font-semibold">${row.label}</dt><dd class="text-stone-800">${row.value}</dd>`)}</dl>`;
}

/** A form of one button that posts `fields` to `action` (the confirm and unsubscribe steps). */
export function buttonForm({
  action,
  fields = {},
  label,
}: {
  action: string;
  fields?: Record<string, string>;
  label: string;
}): Html {
  return html`<form method="post" action="${action}" class="mt-6">
${Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<button type="submit" class="inline-flex h-10 items-center rounded-md bg-primary px-6 font-semibold text-primary-foreground">${label}</button>
</form>`;
}

/** The messages of a form sent without JavaScript that did not pass, one per field, labelled. */
export function fieldErrors(errors: readonly { label: string; message: string }[]): Html {
  return html`<ul class="mt-4 list-disc space-y-1 pl-5 text-destructive">${errors.map((error) => html`<li><strong>${error.label}:</strong> ${error.message}</li>`)}</ul>`;
}
