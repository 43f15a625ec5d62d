/** @jsxImportSource hono/jsx */
/**
 * The server's own pages (a listing's status, the results of a form sent without JavaScript, the newsletter's
 * steps, the editors' desk): one layout with the site's stylesheet and no script at all (their content security
 * policy allows none), rendered with Hono's JSX. Every value in JSX is escaped: what people send is shown as text,
 * never as markup. A handler renders with `c.render(<Content />, { title })` after {@link pageRenderer} ran.
 */
import type { Child, FC, PropsWithChildren } from "hono/jsx";
import { jsxRenderer } from "hono/jsx-renderer";
import { honeypotField } from "../../core/forms/server-contract";

/** What a page tells the layout besides its content. */
export interface PageProps {
  /** The page's title, before " | Discover Columbus". */
  title: string;
  /** A wider page (the editors' desk's tables). */
  wide?: boolean;
}

declare module "hono" {
  interface ContextRenderer {
    (content: Child, props: PageProps): Response | Promise<Response>;
  }
}

/** The classes of the server pages' controls, one place for every form. */
export const styles = {
  button: "inline-flex h-10 items-center rounded-md bg-primary px-5 font-semibold text-primary-foreground",
  secondaryButton: "inline-flex h-10 items-center rounded-md border bg-white px-4 font-medium",
  input: "h-10 w-full rounded-md border bg-white px-3",
  textarea: "w-full rounded-md border bg-white p-3",
  link: "font-medium text-primary underline underline-offset-4",
  alert: "rounded-md border border-red-200 bg-accent px-3 py-2 text-destructive",
} as const;

/**
 * The middleware that gives every server page its layout: the brand link home, the content, a footer line.
 * `stylesheets` are the site's stylesheets (hashed /assets/ paths read from the build; none in tests).
 */
export function pageRenderer(stylesheets: readonly string[]) {
  return jsxRenderer(({ children, title, wide }: PropsWithChildren<PageProps>) => {
    const width = wide ? "max-w-6xl" : "max-w-3xl";
    return (
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{`${title} | Discover Columbus`}</title>
          {stylesheets.map((href) => (
            <link rel="stylesheet" href={href} />
          ))}
          {/* The site's own icon (app/root.tsx): there is no /favicon.ico, which would answer 404. */}
          <link rel="icon" href="/icons/favicon-32.png" type="image/png" sizes="32x32" />
        </head>
        <body class="min-h-screen bg-background text-foreground antialiased">
          <header class="border-b bg-white">
            <div class={`mx-auto ${width} px-4 py-4 sm:px-6`}>
              <a href="/" class="text-xl font-bold text-primary">
                Discover Columbus
              </a>
            </div>
          </header>
          <main id="main" class={`mx-auto ${width} px-4 py-10 sm:px-6`}>
            {children}
          </main>
          <footer class={`mx-auto ${width} px-4 pb-10 text-sm text-muted-foreground sm:px-6`}>
            <a href="/privacy" class="underline underline-offset-4">
              Privacy Policy
            </a>{" "}
            ·{" "}
            <a href="/contact" class="underline underline-offset-4">
              Contact
            </a>
          </footer>
        </body>
      </html>
    );
  });
}

/** A heading and paragraphs of text in a card, with links under them; `children` go between the two. */
export const Card: FC<
  PropsWithChildren<{
    heading: string;
    paragraphs: readonly string[];
    links?: readonly { href: string; label: string }[];
  }>
> = ({ heading, paragraphs, links = [], children }) => (
  <section class="rounded-xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="page-heading">
    <h1 id="page-heading" class="text-2xl font-bold">
      {heading}
    </h1>
    {paragraphs.map((text) => (
      <p class="mt-3">{text}</p>
    ))}
    {children}
    {links.length > 0 && (
      <ul class="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li>
            <a href={link.href} class={styles.link}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    )}
  </section>
);

/** A definition list of label/value rows. */
export const Facts: FC<{ rows: readonly { label: string; value: Child }[] }> = ({ rows }) => (
  <dl class="mt-6 grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
    {rows.map((row) => (
      <>
        <dt class="font-semibold">{row.label}</dt>
        <dd class="text-stone-800">{row.value}</dd>
      </>
    ))}
  </dl>
);

/** A form of one button that posts `fields` to `action` (the confirm and unsubscribe steps). */
export const ButtonForm: FC<{ action: string; fields?: Record<string, string>; label: string }> = ({
  action,
  fields = {},
  label,
}) => (
  <form method="post" action={action} class="mt-6">
    {Object.entries(fields).map(([name, value]) => (
      <input type="hidden" name={name} value={value} />
    ))}
    <button type="submit" class={`${styles.button} px-6`}>
      {label}
    </button>
  </form>
);

/**
 * The forms' honeypot (core/forms/server-contract.ts): a field people never see or reach by keyboard, which only a
 * robot fills; the server answers a filled one as usual and keeps nothing.
 */
export const Honeypot: FC = () => (
  <div aria-hidden="true" class="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
    <label>
      Fax number (leave this empty)
      <input type="text" name={honeypotField} tabindex={-1} autocomplete="off" value="" />
    </label>
  </div>
);

/** The messages of a form sent without JavaScript that did not pass, one per field, labelled. */
export const FieldErrors: FC<{ errors: readonly { label: string; message: string }[] }> = ({ errors }) => (
  <ul class="mt-4 list-disc space-y-1 pl-5 text-destructive">
    {errors.map((error) => (
      <li>
        <strong>{error.label}:</strong> {error.message}
      </li>
    ))}
  </ul>
);
