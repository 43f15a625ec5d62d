import { expect, expectNoAxeViolations, open, test } from "./fixtures";

/**
 * The automatic problems fixture (fixtures.ts) itself: it sees each kind of problem, fails a test that
 * met one it did not declare, and lets a test pass whose problems were all declared on purpose.
 */
test.describe("the problems fixture", () => {
  test("fails a test that met a problem it did not declare", async ({ page }) => {
    // Passes only if the test fails; nothing in the body but the console error can fail it.
    test.fail();
    await page.goto("/about");
    await page.evaluate(() => console.error("something broke"));
  });

  test("fails a test that met a problem in the worker's shared tab (sharedPage)", async ({ sharedPage }) => {
    test.fail();
    await sharedPage.goto("/about");
    await sharedPage.evaluate(() => console.error("something broke in the shared tab"));
  });

  test.describe("with an option of its own", () => {
    test.use({ javaScriptEnabled: false });

    // Declared to fail, since the refusal comes before the body: the body alone passes, in a tab whose JavaScript runs.
    test.fail(
      "a test that sets an option is refused the worker's tab, which has the project's",
      async ({ sharedPage }) => {
        await sharedPage.goto("/about");
      },
    );
  });

  test("sees console errors, uncaught exceptions, CSP violations and same-origin HTTP errors", async ({
    page,
    problems,
  }) => {
    problems.allow(
      "console.error: something broke",
      "uncaught: thrown on purpose",
      "CSP violation: script-src",
      "HTTP 404 for /assets/no-such-file.js",
    );
    await open(page, "/about");
    await page.evaluate(() => console.error("something broke"));
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error("thrown on purpose");
      }),
    );
    // An inline script without the page's hash: the policy blocks it.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.ran = true";
      document.body.append(script);
    });
    await page.evaluate(() => fetch("/assets/no-such-file.js").then(() => undefined));
    await expect
      .poll(() => problems.seen)
      .toEqual(
        expect.arrayContaining([
          "console.error: something broke",
          "uncaught: thrown on purpose",
          expect.stringMatching(/^CSP violation: script-src\S* blocked inline on \/about$/),
          "HTTP 404 for /assets/no-such-file.js",
        ]),
      );
    expect(await page.evaluate(() => "ran" in window), "the blocked script did not run").toBe(false);
  });
});

/** The accessibility gate (fixtures.ts expectNoAxeViolations) itself: it fails a page that breaks a rule. */
test.describe("the axe gate", () => {
  test("fails a page with a violation and names the rule: an image without alt text, grey text on white, targets too small", async ({
    page,
  }) => {
    await open(page, "/about");
    await expectNoAxeViolations(page, "/about as built");
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const image = document.createElement("img");
      image.src = "/icons/favicon-32.png";
      const faint = document.createElement("p");
      faint.textContent = "Text too faint to read";
      // Set through the style object, which the page's policy allows (a style attribute in markup it would not).
      faint.style.color = "#c0c0c0";
      faint.style.backgroundColor = "#ffffff";
      // Two buttons of 10 by 10 px side by side: under WCAG 2.2's 24 px, without the spacing that would excuse them
      // (2.5.8, which axe checks only when asked for by its tag).
      const targets = document.createElement("p");
      for (const label of ["Smaller", "Larger"]) {
        const button = document.createElement("button");
        button.type = "button";
        button.setAttribute("aria-label", label);
        Object.assign(button.style, { width: "10px", height: "10px", padding: "0", margin: "0", border: "0" });
        targets.append(button);
      }
      main.append(image, faint, targets);
    });
    const failure = await expectNoAxeViolations(page, "/about with a planted violation").then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toContain("image-alt");
    expect(failure).toContain("color-contrast");
    expect(failure).toContain("target-size");
  });
});
