import { describe, expect, it } from "vitest";
import { appUpstreamName, defaultAppServer, nginxAppServerConf, nginxSiteConf } from "./nginx";
import { checkRequest, photoFilePath, serverPrefixes } from "../../server/static/request-rules";
import { ownerPhotoUploadPath, uploadEndpoint, uploadLimitBytes } from "../../core/forms/photo-rules";
import { submissionLimitBytes } from "../../core/forms/server-contract";

/**
 * The nginx rules against `npm start`'s (server/static/request-rules.ts): the generated `if` conditions and
 * the proxied location, read out of the configuration and run as JavaScript regular expressions (the
 * ones written use nothing PCRE and JavaScript read differently), decide each request as checkRequest
 * does. tests/e2e/servers.spec.ts runs the real nginx.
 */
describe("the nginx configuration states the request rules of npm start", () => {
  const conf = nginxSiteConf();
  const condition = (pattern: RegExp) => new RegExp(pattern.exec(conf)![1]!.replace(/\\"/g, '"'));
  const allowedRequest = condition(/^if \(\$discover_columbus_request !~ "(.*)"\) \{ return 405; \}$/m);
  const notFound = [...conf.matchAll(/^if \(\$request_uri ~ "(.*)"\) \{ return 404; \}$/gm)].map(
    (match) => new RegExp(match[1]!),
  );
  const redirect = condition(/^if \(\$request_uri ~ "(.*)"\) \{ return 301 /m);
  // The server's paths: the unquoted regex location (the quoted ones are the owner's photo and the photos' files).
  const serverLocation = new RegExp(/^location ~ (\^\S+) \{$/m.exec(conf)![1]!);

  /** What nginx does with a request nginx itself finds well formed, in checkRequest's terms. */
  function nginxAnswer(method: string, target: string): string {
    if (!allowedRequest.test(`${method} ${target}`)) return "method-not-allowed";
    if (notFound.some((rule) => rule.test(target))) return "not-found";
    if (redirect.test(target)) return "redirect";
    // nginx matches locations on the decoded path; these targets decode to themselves where it matters.
    return serverLocation.test(target.split("?")[0]!) ? "server" : "serve";
  }

  it("answers every request as checkRequest does", () => {
    const targets = [
      "/",
      "/restaurants",
      "/place/lindeys?ref=a//b",
      "//restaurants",
      "/place//lindeys",
      "/place/%2e%2e%2f",
      "/place/%2E%2E/restaurants",
      "/restaurants%2F",
      "/a%5Cb",
      "/a\\b",
      "/place/../",
      `/${"a".repeat(255)}`,
      `/place/${"a".repeat(254)}`,
      "/apis/listings",
      "/api",
      ...serverPrefixes.flatMap((prefix) => [
        `${prefix}x`,
        `${prefix}x?t=a//b`,
        `${prefix}/x`,
        `${prefix}x//y`,
        `${prefix}%2e%2e/restaurants`,
        `${prefix}..%2Fx`,
        `${prefix}./x`,
        `${prefix}${"b".repeat(255)}`,
      ]),
    ];
    for (const target of targets) {
      for (const method of ["GET", "HEAD", "POST", "DELETE"]) {
        expect(nginxAnswer(method, target), `${method} ${target}`).toBe(checkRequest(method, target).kind);
      }
    }
  });

  it("gives a photo's upload its own body limit, and every other server path the forms' 32 KB (decision 039)", () => {
    const block = (start: string) => conf.slice(conf.indexOf(start), conf.indexOf("\n}", conf.indexOf(start)));
    expect(block(`location = ${uploadEndpoint} {`)).toContain(`client_max_body_size ${uploadLimitBytes / 1024}k;`);
    expect(block(`location = ${uploadEndpoint} {`)).toContain(`proxy_pass http://${appUpstreamName};`);
    expect(block("location ~ ^")).toContain(`client_max_body_size ${submissionLimitBytes / 1024}k;`);
    // decision 091: the owner's page's photo has the upload's limit too, and comes before the server's paths.
    const owner = `location ~ "${ownerPhotoUploadPath.source.replace(/\\\//g, "/")}" {`;
    expect(block(owner)).toContain(`client_max_body_size ${uploadLimitBytes / 1024}k;`);
    expect(conf.indexOf(owner)).toBeLessThan(conf.indexOf("location ~ ^"));
    expect(
      new RegExp(/^location ~ "(.+)" \{$/m.exec(block(owner))![1]!).test("/owners/places/lindeys/photos/upload"),
    ).toBe(true);
    expect(conf.match(/client_max_body_size/g)).toHaveLength(3);
  });

  it("proxies the server's paths, from serverPrefixes, to the upstream app-server.conf defines", () => {
    expect(conf).toContain(`proxy_pass http://${appUpstreamName};`);
    for (const prefix of serverPrefixes) expect(serverLocation.test(`${prefix}x`), prefix).toBe(true);
    expect(nginxAppServerConf()).toContain(`upstream ${appUpstreamName} {\n  server ${defaultAppServer};\n}`);
    expect(defaultAppServer).toBe("127.0.0.1:3000");
  });

  it("asks the server for a photo's file the folder lacks, as npm start asks the database (decision 086)", () => {
    const photoLocation = [...conf.matchAll(/^location ~ "(.+)" \{\n([^]*?)\n\}$/gm)].find((match) =>
      match[2]!.includes("@photo_from_server"),
    )!;
    expect(new RegExp(photoLocation[1]!).source).toBe(photoFilePath.source);
    expect(photoLocation[2]).toContain("try_files $uri @photo_from_server;");
    const fallback = conf.slice(conf.indexOf("location @photo_from_server {"));
    expect(fallback.slice(0, fallback.indexOf("\n}"))).toContain(`proxy_pass http://${appUpstreamName};`);
    const photo = "/photos/lindeys/AAAAAAAAAAAAAAAAAAAAAA-480.avif";
    expect(new RegExp(photoLocation[1]!).test(photo)).toBe(true);
    expect(checkRequest("GET", photo).kind).toBe("serve");
  });
});
