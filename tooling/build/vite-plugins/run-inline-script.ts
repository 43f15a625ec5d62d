import { buildInlineScript } from "./inline-script";

/**
 * For unit tests (decision 035): builds an inline script as the pages carry it and runs that text in the test's
 * DOM (a happy-dom environment), as the page's parser would, with `document.currentScript` the given element.
 * Each run builds again, so a test runs exactly what a page gets.
 * @param file the `*.inline.ts` module
 * @param currentScript the `<script>` element the page would be running, when the script reads it
 */
export function runInlineScript(file: string, currentScript: HTMLScriptElement | null = null): void {
  const { code } = buildInlineScript(file);
  Object.defineProperty(document, "currentScript", { value: currentScript, configurable: true });
  try {
    new Function(code)();
  } finally {
    Reflect.deleteProperty(document, "currentScript");
  }
}
