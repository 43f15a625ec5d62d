/**
 * The post-build steps read and edit pre-rendered pages through parse5 (the HTML standard's parser,
 * as browsers and jsdom parse) instead of patterns: {@link parseHtml} gives a document tree, the
 * steps change it, {@link serializeHtml} writes it back. Script bodies are raw text in both
 * directions, so the hashes of inline scripts (render/csp.ts) match what the browser runs.
 */
import { defaultTreeAdapter, html, parse, serialize, serializeOuter, type DefaultTreeAdapterMap } from "parse5";

export type HtmlDocument = DefaultTreeAdapterMap["document"];
export type HtmlElement = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

/** Parses a whole HTML document. */
export function parseHtml(source: string): HtmlDocument {
  return parse(source);
}

/** Writes a document back to HTML. */
export function serializeHtml(document: HtmlDocument): string {
  return serialize(document);
}

/** One element written as HTML, itself included (`<link rel="icon" href="/i.png">`). */
export function outerHtml(element: HtmlElement): string {
  return serializeOuter(element);
}

/** Every element under `root` in document order, optionally only those with the tag name. */
export function elements(root: Node, tagName?: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node && (!tagName || node.tagName === tagName)) found.push(node);
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(root);
  return found;
}

/** The element's attribute value, or undefined. */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The element's text (a script's body). */
export function textContent(element: HtmlElement): string {
  return element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

/** A new HTML element with the attributes (in order) and an optional text body. */
export function createElement(tagName: string, attributes: Record<string, string>, text?: string): HtmlElement {
  const element = defaultTreeAdapter.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  if (text !== undefined) defaultTreeAdapter.insertText(element, text);
  return element;
}

/** Inserts `node` right before `reference`, in the reference's parent. */
export function insertBefore(reference: HtmlElement, node: HtmlElement): void {
  if (!reference.parentNode) throw new Error(`<${reference.tagName}> has no parent`);
  defaultTreeAdapter.insertBefore(reference.parentNode, node, reference);
}

/** Inserts `node` right after `reference`, in the reference's parent. */
export function insertAfter(reference: HtmlElement, node: HtmlElement): void {
  const parent = reference.parentNode;
  if (!parent) throw new Error(`<${reference.tagName}> has no parent`);
  const next = parent.childNodes[parent.childNodes.indexOf(reference) + 1];
  if (next) defaultTreeAdapter.insertBefore(parent, node, next);
  else defaultTreeAdapter.appendChild(parent, node);
}

/** Takes the element out of the document. */
export function removeElement(element: HtmlElement): void {
  defaultTreeAdapter.detachNode(element);
}
