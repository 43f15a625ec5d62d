/** @jsxImportSource hono/jsx */
/**
 * decision 068: the owners' pages, under `/owners/`, server-rendered like the desk (no script; every value escaped):
 * - `/owners/claim?place=<slug>`: "Own or run this place?": name, role, email and the way to prove it (a mail at
 *   the place's website domain, or a call from our editors to the listed phone); `/owners/claim/confirm?token=`
 *   shows one button, whose POST proves the claim and signs the owner in;
 * - `/owners/sign-in`: a sign-in link by mail (15 minutes, once); `/owners/sign-in/link?token=`: one button, whose
 *   POST signs in; `POST /owners/sign-out` and `POST /owners/sign-out-everywhere`;
 * - `/owners`: the places one manages; `/owners/places/<slug>`: the owner's page with the weekly hours editor, whose
 *   POST goes live at once as a version of kind "owner" (decision 050's publisher). Another place's slug is a 404.
 * Posts come only from the site's own pages (403 otherwise), within the body limit every form has, with the
 * forms' honeypot; what was typed is kept when a post is refused (422, the problem named).
 */
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { FC } from "hono/jsx";
import { z } from "zod";
import { columbusDate } from "../../core/hours/columbus-date";
import { calendarDate } from "../../core/hours/hours-calendar";
import { openingHoursInWords } from "../../core/hours/week-words";
import { honeypotField } from "../../core/forms/server-contract";
import type { Place } from "../../core/places/place-schema";
import { findPlace, findPlaceBySlug, PlaceRefused } from "../places/store";
import { longDate } from "../places/history";
import { recipientKey } from "../store/recipients";
import { keyedHash } from "../tokens";
import { ButtonForm, Card, Facts, Honeypot, styles } from "../web/layout";
import { backToGuide, expiredLink, messagePage } from "../web/mail-links";
import { clientOf, notFound, originOf, refuse, store, type ServerContext } from "../web/respond";
import { fromOwnSite } from "../web/same-site";
import { domainProofProblem, placeDomain } from "./domain";
import { dayKeys, fieldName, readWeek, spansPerDay, weekFieldsFrom, weekFieldsOf, type WeekFields } from "./hours-form";
import { claimHeldMail, claimLinkMail, invitationMail, signInMail } from "./mails";
import {
  acceptInvitation,
  accountOfSession,
  confirmHours,
  invite,
  manageByListing,
  managersOf,
  endSessions,
  liveLink,
  managedPlace,
  ownerSessionLifetimeMs,
  placesOf,
  proveClaim,
  requestSignIn,
  saveOwnerChange,
  signInWithLink,
  takeClaim,
  type OwnerAccount,
} from "./store";
import { weekdays } from "../../core/hours/days";
import { addOwnerEditRoutes, ownerEditSections } from "./owner-edits-routes";
import { addOwnerPhotoRoutes } from "./owner-photos-routes";
import { addOwnerReplyRoutes, ownerReviewsSection } from "./replies";
import { addOwnerEventRoutes, ownerEventsSection } from "../events/routes";
import { joinSpecialDays, splitSpecialDays } from "./owner-edits";

/** What the claim form takes (decision 068). */
export const claimSchema = z
  .object({
    name: z.string().trim().min(2, "Give your name (at least 2 characters).").max(100, "At most 100 characters."),
    role: z.string().trim().min(2, "Say what you do there, e.g. owner or manager.").max(100, "At most 100 characters."),
    email: z.string().trim().max(254, "At most 254 characters.").email("Give a mail address such as you@example.com."),
    proof: z.enum(["domain-mail", "desk"], { error: "Choose how you will prove it." }),
    phoneNote: z.string().trim().max(500, "At most 500 characters."),
  })
  .refine((claim) => claim.proof !== "desk" || claim.phoneNote.length >= 5, {
    path: ["phoneNote"],
    message: "Say when our editors can call the place's listed phone, and whom to ask for.",
  });

const claimFieldNames = ["name", "role", "email", "proof", "phoneNote", "place", honeypotField] as const;
type ClaimFields = Record<(typeof claimFieldNames)[number], string>;

const cookieBase = "dc_owner";

/** Reads a post's fields as text (every one of `names` present). */
async function formFields<Name extends string>(c: Context, names: readonly Name[]): Promise<Record<Name, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(names.map((name) => [name, typeof body[name] === "string" ? body[name] : ""])) as Record<
    Name,
    string
  >;
}

/** The claim form, filled with what was typed, with the problems named. */
const ClaimForm: FC<{
  place: Place;
  domain: { ok: true; domain: string } | { ok: false; reason: string };
  fields: Partial<ClaimFields>;
  errors: Partial<Record<string, string>>;
}> = ({ place, domain, fields, errors }) => {
  const input = (name: "name" | "role" | "email", label: string, type: string, autocomplete: string, hint?: string) => (
    <div class="mt-4">
      <label htmlFor={`claim-${name}`} class="block font-medium">
        {label}
      </label>
      {hint && (
        <p id={`claim-${name}-hint`} class="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <input
        id={`claim-${name}`}
        name={name}
        type={type}
        required
        autocomplete={autocomplete}
        value={fields[name] ?? ""}
        class={`${styles.input} mt-1`}
        {...(hint || errors[name]
          ? {
              "aria-describedby":
                `${hint ? `claim-${name}-hint` : ""} ${errors[name] ? `claim-${name}-error` : ""}`.trim(),
            }
          : {})}
        {...(errors[name] ? { "aria-invalid": "true" } : {})}
      />
      {errors[name] && (
        <p id={`claim-${name}-error`} class="mt-1 text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const proof = fields.proof || (domain.ok ? "domain-mail" : "desk");
  return (
    <form method="post" action="/owners/claim" class="mt-6" aria-labelledby="page-heading">
      <input type="hidden" name="place" value={place.slug} />
      {input("name", "Your name", "text", "name")}
      {input("role", "Your role at the place", "text", "organization-title", "For example: owner, manager, chef.")}
      {input(
        "email",
        "Your email",
        "email",
        "email",
        domain.ok ? `To prove it by mail, use an address at ${domain.domain}.` : undefined,
      )}
      <fieldset class="mt-6">
        <legend class="font-medium">How will you prove that you run it?</legend>
        <div class="mt-2 flex items-start gap-2">
          <input
            id="proof-domain"
            type="radio"
            name="proof"
            value="domain-mail"
            checked={proof === "domain-mail"}
            disabled={!domain.ok}
            class="mt-1.5"
          />
          <label htmlFor="proof-domain">
            A mail to my address at the place's own website domain{domain.ok ? ` (${domain.domain})` : ""}: the link in
            it proves it at once.
            {!domain.ok && <span class="block text-sm text-muted-foreground">Not possible here: {domain.reason}</span>}
          </label>
        </div>
        <div class="mt-2 flex items-start gap-2">
          <input id="proof-desk" type="radio" name="proof" value="desk" checked={proof === "desk"} class="mt-1.5" />
          <label htmlFor="proof-desk">
            A call from our editors to the phone the guide lists for the place{place.phone ? ` (${place.phone})` : ""}
          </label>
        </div>
        {errors.proof && <p class="mt-1 text-destructive">{errors.proof}</p>}
      </fieldset>
      <div class="mt-4">
        <label htmlFor="claim-phoneNote" class="block font-medium">
          For a call: when can we reach you at that phone, and whom do we ask for?
        </label>
        <textarea id="claim-phoneNote" name="phoneNote" rows={3} maxlength={500} class={`${styles.textarea} mt-1`}>
          {fields.phoneNote ?? ""}
        </textarea>
        {errors.phoneNote && <p class="mt-1 text-destructive">{errors.phoneNote}</p>}
      </div>
      <Honeypot />
      <button type="submit" class={`${styles.button} mt-6`}>
        Send my claim
      </button>
    </form>
  );
};

/** The weekly hours editor: a fieldset per day, "Closed" or spans, each with "closes after midnight". */
const HoursEditor: FC<{ slug: string; week: WeekFields; error?: { day: string; problem: string } }> = ({
  slug,
  week,
  error,
}) => (
  <form method="post" action={`/owners/places/${slug}/hours`} class="mt-4" aria-labelledby="hours-heading">
    {error && (
      <p role="alert" class={styles.alert}>
        Nothing was saved. {error.problem}
      </p>
    )}
    {dayKeys.map((key, index) => {
      const day = week[index]!;
      const name = weekdays[index]!;
      return (
        <fieldset class="mt-4 rounded-md border p-4" {...(error?.day === name ? { "aria-invalid": "true" } : {})}>
          <legend class="px-1 font-semibold">{name}</legend>
          <div class="flex items-center gap-2">
            <input
              id={fieldName(key, null, "closed")}
              type="checkbox"
              name={fieldName(key, null, "closed")}
              value="yes"
              checked={day.closed}
            />
            <label htmlFor={fieldName(key, null, "closed")}>Closed all day</label>
          </div>
          {Array.from({ length: spansPerDay }, (_, spanIndex) => {
            const span = day.spans[spanIndex]!;
            const n = spanIndex + 1;
            const which = spanIndex === 0 ? "" : " (second span)";
            return (
              <div class="mt-3 flex flex-wrap items-end gap-4">
                <div>
                  <label htmlFor={fieldName(key, n, "opens")} class="block text-sm font-medium">
                    {`Opens${which}`}
                  </label>
                  <input
                    id={fieldName(key, n, "opens")}
                    type="time"
                    name={fieldName(key, n, "opens")}
                    value={span.opens}
                    class={styles.input}
                  />
                </div>
                <div>
                  <label htmlFor={fieldName(key, n, "closes")} class="block text-sm font-medium">
                    {`Closes${which}`}
                  </label>
                  <input
                    id={fieldName(key, n, "closes")}
                    type="time"
                    name={fieldName(key, n, "closes")}
                    value={span.closes}
                    class={styles.input}
                  />
                </div>
                <div class="flex items-center gap-2 pb-2">
                  <input
                    id={fieldName(key, n, "overnight")}
                    type="checkbox"
                    name={fieldName(key, n, "overnight")}
                    value="yes"
                    checked={span.overnight}
                  />
                  <label htmlFor={fieldName(key, n, "overnight")} class="text-sm">
                    {`Closes after midnight${which}`}
                  </label>
                </div>
              </div>
            );
          })}
        </fieldset>
      );
    })}
    <button type="submit" class={`${styles.button} mt-6`}>
      Save the hours
    </button>
  </form>
);

/** A link that is used, expired or was never ours: a 404 that names nobody, pointing to a new sign-in link. */
const deadLink = (c: Context) =>
  expiredLink(c, "Ask for a new one.", [{ href: "/owners/sign-in", label: "Get a new sign-in link" }, ...backToGuide]);

/** The owners' routes. */
export function ownerRoutes(server: ServerContext): Hono<{ Variables: { account: OwnerAccount } }> {
  const { db, now } = server;
  const app = new Hono<{ Variables: { account: OwnerAccount } }>();
  const isHttps = (c: Context) =>
    server.publicOrigin?.startsWith("https:") ??
    (new URL(c.req.url).protocol === "https:" ||
      (server.trustProxy > 0 && c.req.header("x-forwarded-proto") === "https"));
  const cookieName = (c: Context) => (isHttps(c) ? `__Host-${cookieBase}` : cookieBase);
  const signIn = (c: Context, token: string) =>
    setCookie(c, cookieName(c), token, {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: isHttps(c),
      maxAge: Math.floor(ownerSessionLifetimeMs / 1000),
    });
  const addressKey = (email: string) => keyedHash(server.secret, `owner:${email.trim().toLowerCase()}`);

  // Posts only from the site's own pages (CSRF), as the desk's.
  app.use("/owners/*", async (c, next) => {
    if (c.req.method === "POST" && !fromOwnSite(c, server.publicOrigin, { strict: true }))
      return refuse(c, 403, "This form only takes posts from Discover Columbus's own pages. Nothing was saved.");
    return next();
  });

  app.get("/owners/claim", async (c) => {
    const place = await findPlaceBySlug(db, c.req.query("place") ?? "");
    if (!place || place.status === "closed") return notFound(c);
    const domain = await placeDomain(place.website);
    return c.render(
      <Card
        heading={`Own or run ${place.name}?`}
        paragraphs={[
          "Manage the place's page yourself: your hours go live at once, and the guide says that the owner confirmed them. Tell us who you are and how you will prove it.",
        ]}
      >
        <ClaimForm place={place} domain={domain} fields={{}} errors={{}} />
      </Card>,
      { title: `Claim ${place.name}` },
    );
  });

  app.post("/owners/claim", async (c) => {
    const fields = await formFields(c, claimFieldNames);
    const place = await findPlaceBySlug(db, fields.place);
    if (!place || place.status === "closed") return notFound(c);
    const domain = await placeDomain(place.website);
    const parsed = claimSchema.safeParse(fields);
    const errors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    if (parsed.success && parsed.data.proof === "domain-mail") {
      const problem = await domainProofProblem(parsed.data.email, place.website);
      if (problem) errors[domain.ok ? "email" : "proof"] = problem;
    }
    if (Object.keys(errors).length > 0) {
      c.status(422);
      return c.render(
        <Card heading={`Own or run ${place.name}?`} paragraphs={["Some fields need your attention. Nothing was sent."]}>
          <ClaimForm place={place} domain={domain} fields={fields} errors={errors} />
        </Card>,
        { title: `Claim ${place.name}` },
      );
    }
    const claim = parsed.data!;
    // A filled honeypot gets the usual answer; nothing is stored or mailed.
    if (fields[honeypotField].trim()) return c.redirect("/owners/claim/sent?way=held", 303);
    return store(c, async () => {
      const origin = originOf(server, c);
      const outcome = await takeClaim(
        db,
        { placeId: place.id, ...claim },
        {
          client: clientOf(server, c),
          addressKey: addressKey(claim.email),
          now: now(),
          linkMail: (token) =>
            claimLinkMail({
              claimId: place.slug,
              to: claim.email,
              placeName: place.name,
              url: `${origin}/owners/claim/confirm?token=${token}`,
            }),
          managersMail: (to) => claimHeldMail({ claimId: place.slug, to, placeName: place.name }),
          recipient: recipientKey(server.secret, "owner-claim", claim.email),
        },
      );
      server.onMailQueued();
      return c.redirect(`/owners/claim/sent?way=${outcome.status}`, 303);
    });
  });

  app.get("/owners/claim/sent", (c) =>
    messagePage(
      c,
      c.req.query("way") === "mailed"
        ? {
            heading: "Check your inbox",
            paragraphs: [
              "A mail is on its way to the address you gave, with a link that works once, within 24 hours. Open it and press the button: you can then keep the place's page current.",
            ],
            title: "Check your inbox",
          }
        : {
            heading: "Your claim is with our editors",
            paragraphs: [
              "An editor checks every claim, usually within a few days. We write to you with the outcome; a claim by phone starts with our call to the place's listed number.",
            ],
            title: "Claim received",
          },
    ),
  );

  app.get("/owners/claim/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    const link = await liveLink(db, token, "claim", now());
    if (!link || link.place_id === null) return deadLink(c);
    const place = await findPlace(db, link.place_id);
    return c.render(
      <Card
        heading="Confirm that you run this place"
        paragraphs={[`Press the button to manage ${place?.name ?? "the place"} on Discover Columbus.`]}
      >
        <ButtonForm action="/owners/claim/confirm" fields={{ token }} label="Confirm and sign in" />
      </Card>,
      { title: "Confirm your claim" },
    );
  });

  app.post("/owners/claim/confirm", async (c) => {
    const { token } = await formFields(c, ["token"]);
    return store(c, async () => {
      const proved = await proveClaim(db, token, now());
      if (!proved) return deadLink(c);
      signIn(c, proved.session);
      const place = await findPlace(db, proved.placeId);
      return c.redirect(place ? `/owners/places/${place.slug}` : "/owners", 303);
    });
  });

  const SignInForm: FC<{ email?: string }> = ({ email = "" }) => (
    <form method="post" action="/owners/sign-in" class="mt-6 grid max-w-md gap-4" aria-labelledby="page-heading">
      <div>
        <label htmlFor="email" class="block font-medium">
          Your email
        </label>
        <input id="email" name="email" type="email" required autocomplete="email" value={email} class={styles.input} />
      </div>
      <button type="submit" class={`${styles.button} justify-self-start`}>
        Mail me a sign-in link
      </button>
    </form>
  );

  app.get("/owners/sign-in", (c) =>
    c.render(
      <Card
        heading="Sign in to manage your places"
        paragraphs={["No password: we mail you a link that signs you in. It works once, within 15 minutes."]}
      >
        <SignInForm />
      </Card>,
      { title: "Sign in" },
    ),
  );

  app.post("/owners/sign-in", async (c) => {
    const { email } = await formFields(c, ["email"]);
    const address = email.trim();
    if (!z.string().email().max(254).safeParse(address).success) {
      c.status(422);
      return c.render(
        <Card heading="Sign in to manage your places" paragraphs={["Give a mail address such as you@example.com."]}>
          <SignInForm email={address} />
        </Card>,
        { title: "Sign in" },
      );
    }
    return store(c, async () => {
      const origin = originOf(server, c);
      const mailed = await requestSignIn(db, address, {
        client: clientOf(server, c),
        addressKey: addressKey(address),
        now: now(),
        mail: (token) => signInMail({ to: address, url: `${origin}/owners/sign-in/link?token=${token}` }),
        recipient: recipientKey(server.secret, "owner-sign-in", address),
      });
      if (mailed) server.onMailQueued();
      return c.redirect("/owners/sign-in/sent", 303);
    });
  });

  app.get("/owners/sign-in/sent", (c) =>
    messagePage(c, {
      heading: "Check your inbox",
      paragraphs: [
        "If this address manages a place in the guide, a sign-in link is on its way. It works once, within 15 minutes.",
      ],
      title: "Check your inbox",
    }),
  );

  app.get("/owners/sign-in/link", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!(await liveLink(db, token, "sign-in", now()))) return deadLink(c);
    return c.render(
      <Card heading="Sign in" paragraphs={["Press the button to sign in and manage your places."]}>
        <ButtonForm action="/owners/sign-in/link" fields={{ token }} label="Sign in" />
      </Card>,
      { title: "Sign in" },
    );
  });

  app.post("/owners/sign-in/link", async (c) => {
    const { token } = await formFields(c, ["token"]);
    return store(c, async () => {
      const session = await signInWithLink(db, token, now());
      if (!session) return deadLink(c);
      signIn(c, session);
      return c.redirect("/owners", 303);
    });
  });

  // decision 068, way 2: the listing request's private link proves the place it put in the guide.
  app.post("/requests/:token/manage", async (c) => {
    if (!fromOwnSite(c, server.publicOrigin, { strict: true }))
      return refuse(c, 403, "This form only takes posts from Discover Columbus's own pages. Nothing was saved.");
    return store(c, async () => {
      const managed = await manageByListing(db, c.req.param("token"), now());
      if (!managed) return notFound(c);
      signIn(c, managed.session);
      return c.redirect(`/owners/places/${managed.slug}`, 303);
    });
  });

  // decision 068: an invitation's link: the GET shows one button; only its POST makes the invitee a manager.
  app.get("/owners/invite", async (c) => {
    const token = c.req.query("token") ?? "";
    const link = await liveLink(db, token, "invite", now());
    const place = link?.place_id ? await findPlace(db, link.place_id) : undefined;
    if (!place) return deadLink(c);
    return c.render(
      <Card
        heading={`Manage ${place.name}`}
        paragraphs={[`Press the button to accept the invitation and manage ${place.name} on Discover Columbus.`]}
      >
        <ButtonForm action="/owners/invite" fields={{ token }} label="Accept and sign in" />
      </Card>,
      { title: "Accept the invitation" },
    );
  });

  app.post("/owners/invite", async (c) => {
    const { token } = await formFields(c, ["token"]);
    return store(c, async () => {
      const accepted = await acceptInvitation(db, token, now());
      if (!accepted) return deadLink(c);
      signIn(c, accepted.session);
      const place = await findPlace(db, accepted.placeId);
      return c.redirect(place ? `/owners/places/${place.slug}` : "/owners", 303);
    });
  });

  // decision 068: "Still right": the GET (a mail scanner's too) shows one button; only its POST confirms.
  app.get("/owners/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    const link = await liveLink(db, token, "confirm", now());
    if (!link || link.place_id === null) return deadLink(c);
    const place = await findPlace(db, link.place_id);
    if (!place) return deadLink(c);
    const today = calendarDate(columbusDate(now()));
    return c.render(
      <Card
        heading={`Are ${place.name}'s hours still right?`}
        paragraphs={[
          place.openingHours ? openingHoursInWords(place.openingHours, place.geo, today) : "The guide shows no hours.",
          "Press the button and the place's page says that you confirmed them today.",
        ]}
        links={[{ href: `/owners/places/${place.slug}`, label: "No, change them" }]}
      >
        <ButtonForm action="/owners/confirm" fields={{ token }} label="Still right" />
      </Card>,
      { title: "Are these hours still right?" },
    );
  });

  app.post("/owners/confirm", async (c) => {
    const { token } = await formFields(c, ["token"]);
    return store(c, async () => {
      const confirmed = await confirmHours(db, token, now());
      if (!confirmed) return deadLink(c);
      server.onGuideChanged();
      return c.render(
        <Card
          heading="Thank you: the hours are confirmed"
          paragraphs={["The place's page says so within a few seconds."]}
          links={[
            { href: `/place/${confirmed.slug}`, label: "See the place's page" },
            { href: `/owners/places/${confirmed.slug}`, label: "Manage the place" },
          ]}
        />,
        { title: "Hours confirmed" },
      );
    });
  });

  // Everything below needs a session; without one, the sign-in page.
  const signedIn = new Hono<{ Variables: { account: OwnerAccount } }>();
  signedIn.use("*", async (c, next) => {
    const account = await accountOfSession(db, getCookie(c, cookieName(c)), now());
    if (!account) {
      deleteCookie(c, cookieName(c), { path: "/", secure: isHttps(c) });
      if (c.req.method === "GET") return c.redirect("/owners/sign-in", 303);
      return notFound(c);
    }
    c.set("account", account);
    return next();
  });

  signedIn.get("/", async (c) => {
    const account = c.get("account");
    const places = await placesOf(db, account.id);
    return c.render(
      <section class="rounded-xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="page-heading">
        <h1 id="page-heading" class="text-2xl font-bold">
          Your places
        </h1>
        <p class="mt-3">Signed in as {account.email}.</p>
        {places.length === 0 ? (
          <p class="mt-3">You manage no place at the moment.</p>
        ) : (
          <ul class="mt-4 list-disc pl-5">
            {places.map(({ place }) => (
              <li>
                <a href={`/owners/places/${place.slug}`} class={styles.link}>
                  {place.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div class="mt-6 flex flex-wrap gap-4">
          <form method="post" action="/owners/sign-out">
            <button type="submit" class={styles.secondaryButton}>
              Sign out
            </button>
          </form>
          <form method="post" action="/owners/sign-out-everywhere">
            <button type="submit" class={styles.secondaryButton}>
              Sign out everywhere
            </button>
          </form>
        </div>
      </section>,
      { title: "Your places" },
    );
  });

  signedIn.post("/sign-out", async (c) => {
    const token = getCookie(c, cookieName(c));
    if (token) await endSessions(db, { token });
    deleteCookie(c, cookieName(c), { path: "/", secure: isHttps(c) });
    return c.redirect("/owners/sign-in", 303);
  });

  signedIn.post("/sign-out-everywhere", async (c) => {
    await endSessions(db, { accountId: c.get("account").id });
    deleteCookie(c, cookieName(c), { path: "/", secure: isHttps(c) });
    return c.redirect("/owners/sign-in", 303);
  });

  /** The owner's page of one place, with the hours editor (filled with `week`, or the place's hours). */
  const ownerPage = async (
    c: Context,
    managed: { place: Place; proof: string; verifiedAt: string },
    extra: {
      week?: WeekFields;
      error?: { day: string; problem: string };
      saved?: boolean;
      invited?: boolean;
      managers?: readonly { email: string }[];
      sent?: boolean;
      replied?: number;
      savedEvent?: boolean;
    } = {},
  ) => {
    const { place } = managed;
    const today = calendarDate(columbusDate(now()));
    const week = extra.week ?? weekFieldsOf(splitSpecialDays(place.openingHours).week, place.geo, today);
    const sections = await ownerEditSections(server, place, extra.sent ?? false);
    const reviews = await ownerReviewsSection(server, place, extra.replied);
    const events = await ownerEventsSection(server, place, { saved: extra.savedEvent });
    return c.render(
      <section class="rounded-xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="page-heading">
        <p>
          <a href="/owners" class={styles.link}>
            Your places
          </a>
        </p>
        <h1 id="page-heading" class="mt-3 text-2xl font-bold">
          {place.name}
        </h1>
        {extra.saved && (
          <p role="status" class="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2">
            Saved. The place's page shows the change within a few seconds.
          </p>
        )}
        <Facts
          rows={[
            {
              label: "In the guide",
              value: (
                <a href={`/place/${place.slug}`} class={styles.link}>
                  {`/place/${place.slug}`}
                </a>
              ),
            },
            {
              label: "Hours now",
              value: place.openingHours ? openingHoursInWords(place.openingHours, place.geo, today) : "Not known",
            },
            {
              label: "Hours confirmed",
              value: place.hoursConfirmed
                ? `by ${place.hoursConfirmed.by === "owner" ? "the owner" : "our editors"} on ${longDate(place.hoursConfirmed.on)}`
                : `checked by our editors on ${longDate(place.checkedOn)}`,
            },
          ]}
        />
        <h2 id="hours-heading" class="mt-8 text-xl font-semibold">
          Weekly hours
        </h2>
        <p class="mt-2 text-sm text-muted-foreground">
          For each day, mark it closed or give one or two spans. A span that ends after midnight belongs to the day it
          starts: tick "Closes after midnight". Your hours go live at once, as confirmed by the owner today.
        </p>
        <HoursEditor slug={place.slug} week={week} error={extra.error} />
        {sections}
        {reviews}
        {events}
        <h2 id="managers-heading" class="mt-10 text-xl font-semibold">
          Managers
        </h2>
        <ul class="mt-2 list-disc pl-5">
          {(extra.managers ?? []).map((manager) => (
            <li>{manager.email}</li>
          ))}
        </ul>
        {extra.invited && (
          <p role="status" class="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2">
            The invitation is on its way. Its link works once, within 7 days.
          </p>
        )}
        <form
          method="post"
          action={`/owners/places/${place.slug}/invite`}
          class="mt-4 grid max-w-md gap-2"
          aria-labelledby="managers-heading"
        >
          <label htmlFor="invite-email" class="font-medium">
            Invite another manager (their email)
          </label>
          <input id="invite-email" name="email" type="email" required autocomplete="off" class={styles.input} />
          <button type="submit" class={`${styles.secondaryButton} justify-self-start`}>
            Send the invitation
          </button>
        </form>
      </section>,
      { title: `Manage ${place.name}` },
    );
  };

  signedIn.get("/places/:slug", async (c) => {
    const managed = await managedPlace(db, c.get("account").id, c.req.param("slug"));
    if (!managed) return notFound(c);
    return ownerPage(c, managed, {
      saved: c.req.query("saved") === "hours" || c.req.query("saved") === "1",
      sent: c.req.query("sent") === "1",
      savedEvent: c.req.query("saved") === "event",
      invited: c.req.query("invited") === "1",
      replied: Number(c.req.query("replied")) || undefined,
      managers: await managersOf(db, managed.place.id),
    });
  });

  signedIn.post("/places/:slug/invite", async (c) => {
    const account = c.get("account");
    const managed = await managedPlace(db, account.id, c.req.param("slug"));
    if (!managed) return notFound(c);
    const { email } = await formFields(c, ["email"]);
    const address = email.trim();
    if (!z.string().email().max(254).safeParse(address).success) {
      c.status(422);
      return ownerPage(c, managed, {
        error: { day: "", problem: "Give the new manager's mail address, such as you@example.com." },
        managers: await managersOf(db, managed.place.id),
      });
    }
    return store(c, async () => {
      const origin = originOf(server, c);
      await invite(db, {
        placeId: managed.place.id,
        inviterId: account.id,
        email: address,
        now: now(),
        mail: (token) =>
          invitationMail({
            to: address,
            placeName: managed.place.name,
            inviter: "One of its managers",
            url: `${origin}/owners/invite?token=${token}`,
          }),
      });
      server.onMailQueued();
      return c.redirect(`/owners/places/${managed.place.slug}?invited=1`, 303);
    });
  });

  signedIn.post("/places/:slug/hours", async (c) => {
    const account = c.get("account");
    const managed = await managedPlace(db, account.id, c.req.param("slug"));
    if (!managed) return notFound(c);
    const body = Object.fromEntries(
      Object.entries(await c.req.parseBody()).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    const week = readWeek(body);
    if (!week.ok) {
      c.status(422);
      return ownerPage(c, managed, { week: weekFieldsFrom(body), error: week });
    }
    return store(c, async () => {
      try {
        await saveOwnerChange(db, {
          place: managed.place,
          proof: managed.proof as never,
          verifiedAt: managed.verifiedAt,
          change: {
            openingHours: joinSpecialDays(
              week.openingHours,
              splitSpecialDays(managed.place.openingHours).special,
              columbusDate(now()),
              managed.place.geo,
            ),
          },
          title: "Hours set on the owner's page",
          accountId: account.id,
          now: now(),
        });
      } catch (error) {
        if (!(error instanceof PlaceRefused)) throw error;
        if (!/nothing changes/.test(error.message)) {
          c.status(422);
          return ownerPage(c, managed, { week: weekFieldsFrom(body), error: { day: "", problem: error.message } });
        }
      }
      server.onGuideChanged();
      return c.redirect(`/owners/places/${managed.place.slug}?saved=hours`, 303);
    });
  });

  addOwnerEditRoutes(signedIn, server);
  addOwnerPhotoRoutes(signedIn, server);
  addOwnerReplyRoutes(signedIn, server);
  // decision 083: the place's events, live at once.
  addOwnerEventRoutes(signedIn, server, (c) =>
    managedPlace(db, (c.get("account") as OwnerAccount).id, c.req.param("slug") ?? ""),
  );
  app.route("/owners", signedIn);
  return app;
}
