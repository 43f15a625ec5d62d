import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, fixtureContent, open, readContent, test } from "./fixtures";
import { factsAskedFor, filterFacts } from "../../core/places/fact-words";

/**
 * Product §10.6 and §12.7 on the fixture guide, whose fictional restaurants hold structured facts (one with every
 * fact, some with a few, most with none): the step-free and diet filters through the URL, reload and Back, and a
 * place page with each fact known and with none known. Expected counts come from the content.
 */
const restaurants = readContent(fixtureContent).filter((place) => place.type === "restaurant");
const withFacts = (test: (facts: ReturnType<typeof filterFacts>) => boolean) =>
  restaurants.filter((place) => test(filterFacts(place.facts))).length;
const count = (page: Page) => page.locator("main p[role=status]");
const found = (n: number) => (n === 0 ? "0 Restaurants Found" : `${n} ${n === 1 ? "Restaurant" : "Restaurants"} Found`);

test("step-free access and diets filter the list through the URL, kept on reload, undone by Back", async ({ page }) => {
  const stepFree = withFacts((facts) => !!facts.stepFree);
  const stepFreeVegan = withFacts((facts) => !!facts.stepFree && !!facts.diets?.includes("vegan"));
  expect(stepFree, "step-free restaurants in the fixture content").toBeGreaterThan(stepFreeVegan);
  expect(stepFreeVegan, "step-free vegan restaurants in the fixture content").toBeGreaterThan(0);

  await open(page, "/restaurants");
  await expect(count(page)).toHaveText(found(restaurants.length));
  await page.getByRole("checkbox", { name: "Step-free access" }).check();
  await expect(page).toHaveURL(/\/restaurants\?access=step-free$/);
  await expect(count(page)).toHaveText(found(stepFree));
  await page.getByRole("group", { name: "Diets" }).getByRole("checkbox", { name: "Vegan" }).check();
  await expect(page).toHaveURL(/\/restaurants\?access=step-free&diet=vegan$/);
  await expect(count(page)).toHaveText(found(stepFreeVegan));
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("button")).toHaveText(["Step-free access×", "Vegan×"]);

  await page.reload();
  await expect(count(page)).toHaveText(found(stepFreeVegan));
  await expect(page.getByRole("checkbox", { name: "Step-free access" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Diets" }).getByRole("checkbox", { name: "Vegan" })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(/\/restaurants\?access=step-free$/);
  await expect(count(page)).toHaveText(found(stepFree));
  await page.goBack();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(count(page)).toHaveText(found(restaurants.length));
  await expect(page.getByRole("checkbox", { name: "Step-free access" })).not.toBeChecked();
});

test("each diet filters by its own URL", async ({ sharedPage: page }) => {
  for (const diet of ["vegetarian", "vegan", "gluten-free", "halal"] as const) {
    const expected = withFacts((facts) => !!facts.diets?.includes(diet));
    await open(page, `/restaurants?diet=${diet}`);
    await expect(count(page), diet).toHaveText(found(expected));
    if (expected === 0) await expect(page.getByText("No restaurants found")).toBeVisible();
  }
});

test("a place page shows each fact known, with its source, and the Menu and Book buttons", async ({
  sharedPage: page,
}) => {
  const full = restaurants.find((place) => place.facts?.["website:booking"] && place.facts["website:menu"]);
  expect(full, "a restaurant with every fact in the fixture content").toBeDefined();
  await open(page, `/place/${full!.slug}`);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Good to Know" }) });
  for (const key of factsAskedFor(full!.type))
    await expect(section.locator(`[data-fact="${key}"]`), key).toHaveAttribute("data-known", "yes");
  await expect(section.locator('[data-fact="wheelchair"] dd')).toContainText("Yes, step-free");
  await expect(section.locator('[data-fact="wheelchair"] dd')).toContainText("Source: Example Press");
  await expect(section.getByRole("link", { name: /^See the menu/ })).toHaveAttribute(
    "href",
    full!.facts!["website:menu"]!.value,
  );
  await expect(page.getByRole("link", { name: /^Menu/ })).toHaveAttribute("href", full!.facts!["website:menu"]!.value);
  await expect(page.getByRole("link", { name: /^Book \(/ })).toHaveAttribute(
    "href",
    full!.facts!["website:booking"]!.value,
  );
  await expectNoAxeViolations(page, "a place page with every fact known");
});

test("a place page says each fact not known, and asks for it on the correction form", async ({ page }) => {
  const none = restaurants.find((place) => !place.facts);
  expect(none, "a restaurant without facts in the fixture content").toBeDefined();
  await open(page, `/place/${none!.slug}`);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Good to Know" }) });
  for (const key of factsAskedFor(none!.type))
    await expect(section.locator(`[data-fact="${key}"] dd`), key).toHaveText(/^Not known\. Know\? Tell us/);
  await expect(page.getByRole("link", { name: /^Menu/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Book \(/ })).toHaveCount(0);
  // The place's correction form, with the fact chosen (product §16.2; sending one is correction-facts.spec.ts's).
  await section.getByRole("link", { name: "Know? Tell us about vegan" }).click();
  await expect(page).toHaveURL(`/contact?place=${none!.slug}&fact=diet:vegan`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByLabel("What to correct")).toHaveValue("diet");
  await expect(form.getByRole("combobox", { name: "Diet", exact: true })).toHaveValue("diet:vegan");
  await expect(form.getByLabel("Dishes for it")).toBeVisible();
});
