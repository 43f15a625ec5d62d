import { describe, expect, it } from "vitest";
import { checkRequest, serverPrefixes } from "./request-rules";

describe("what a static server answers before looking for a file", () => {
  it("serves ordinary paths, with or without a query", () => {
    expect(checkRequest("GET", "/restaurants")).toEqual({ kind: "serve", pathname: "/restaurants" });
    expect(checkRequest("HEAD", "/place/lindeys?ref=x")).toEqual({ kind: "serve", pathname: "/place/lindeys" });
    expect(checkRequest("GET", "/search?q=caf%C3%A9")).toEqual({ kind: "serve", pathname: "/search" });
  });

  it("refuses paths no server can decode, or that climb above the root, with 400", () => {
    for (const target of [
      "/restaurants%00",
      "/%zz",
      "/a%2",
      "/..",
      "/%2e%2e/restaurants",
      "/place/../../x",
      "*",
      "http://x/",
    ]) {
      expect(checkRequest("GET", target), target).toEqual({ kind: "bad-request" });
    }
  });

  it("answers methods other than GET and HEAD with 405", () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "get"]) {
      expect(checkRequest(method, "/"), method).toEqual({ kind: "method-not-allowed" });
    }
  });

  it("answers disguised spellings and segments longer than a file name with 404", () => {
    const long = "a".repeat(255);
    for (const target of [
      "/place/%2e%2e%2f",
      "/place/../",
      "/./restaurants",
      "/restaurants%2F",
      "/a%5cb",
      "/a\\b",
      `/${long}`,
      `/place/${long}?q=1`,
    ]) {
      expect(checkRequest("GET", target), target).toEqual({ kind: "not-found" });
    }
    expect(checkRequest("GET", `/${"a".repeat(254)}`).kind).toBe("serve");
    expect(checkRequest("GET", "/file.name.txt").kind).toBe("serve");
  });

  it("redirects repeated slashes to the single-slash path, query kept, never to another host", () => {
    expect(checkRequest("GET", "//restaurants")).toEqual({ kind: "redirect", location: "/restaurants" });
    expect(checkRequest("GET", "/place//lindeys?a=//b")).toEqual({
      kind: "redirect",
      location: "/place/lindeys?a=//b",
    });
    expect(checkRequest("GET", "//evil.example/")).toEqual({ kind: "redirect", location: "/evil.example/" });
    expect(checkRequest("GET", "//%5cevil.example").kind).toBe("not-found");
  });

  it("hands the server's paths to the server with any method, before the method and slash rules", () => {
    for (const prefix of serverPrefixes) {
      for (const method of ["GET", "POST", "DELETE"]) {
        expect(checkRequest(method, `${prefix}x?t=a//b`), `${method} ${prefix}x`).toEqual({
          kind: "server",
          pathname: `${prefix}x`,
        });
      }
    }
    expect(checkRequest("POST", "/api//listings")).toEqual({ kind: "server", pathname: "/api//listings" });
    expect(checkRequest("POST", "/apis/listings")).toEqual({ kind: "method-not-allowed" });
  });

  it("takes a disguised or overlong path for no server's path: decoded, it would name another path", () => {
    for (const target of [
      "/api/%2e%2e/restaurants",
      "/requests/..%2fx",
      "/newsletter/./confirm",
      "/api/a%5cb",
      `/requests/${"a".repeat(255)}`,
    ]) {
      expect(checkRequest("POST", target), target).toEqual({ kind: "method-not-allowed" });
      expect(checkRequest("GET", target), target).toEqual({ kind: "not-found" });
    }
  });
});
