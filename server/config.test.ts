import { describe, expect, it } from "vitest";
import { readConfig } from "./config";
import { clockFrom } from "./start";

describe("the server's settings", () => {
  it("have no first admin unless ADMIN_EMAIL names one; ADMIN_PASSWORD alone is npm run admin:add's", () => {
    expect(readConfig({}).firstAdmin).toBeUndefined();
    expect(readConfig({ ADMIN_PASSWORD: "a first admin's password" }).firstAdmin).toBeUndefined();
    expect(
      readConfig({ ADMIN_EMAIL: "first@example.com", ADMIN_PASSWORD: "a first admin's password" }).firstAdmin,
    ).toEqual({ email: "first@example.com", password: "a first admin's password" });
  });

  it("refuse ADMIN_EMAIL without ADMIN_PASSWORD, or one that is no address, naming the variable", () => {
    expect(() => readConfig({ ADMIN_EMAIL: "first@example.com" })).toThrow(/ADMIN_PASSWORD/);
    expect(() => readConfig({ ADMIN_EMAIL: "first", ADMIN_PASSWORD: "a first admin's password" })).toThrow(
      /^ADMIN_EMAIL must be an email address/,
    );
  });

  it("read OWNER_REMINDERS_AT (tests' instant for the owners' reminders, decision 077)", () => {
    expect(readConfig({}).ownerRemindersAt).toBeUndefined();
    expect(readConfig({ OWNER_REMINDERS_AT: "2027-03-01T12:00:00Z" }).ownerRemindersAt).toEqual(
      new Date("2027-03-01T12:00:00Z"),
    );
    expect(() => readConfig({ OWNER_REMINDERS_AT: "next spring" })).toThrow(/^OWNER_REMINDERS_AT must be/);
  });

  it("read OUTBOX_LEASE_SECONDS (decision 066): 30 s unless set, and only a lease from 1 s to an hour", () => {
    expect(readConfig({}).outboxLeaseSeconds).toBe(30);
    expect(readConfig({ OUTBOX_LEASE_SECONDS: "5" }).outboxLeaseSeconds).toBe(5);
    for (const raw of ["0", "false", "true", "3601", "2.5", "soon"])
      expect(() => readConfig({ OUTBOX_LEASE_SECONDS: raw }), raw).toThrow(/^OUTBOX_LEASE_SECONDS must be/);
  });

  it("read TRUST_PROXY as a count of proxies, with Express's true and false as 1 and 0", () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(() => readConfig({ TRUST_PROXY: "yes" })).toThrow(/^TRUST_PROXY must be a whole number/);
    expect(() => readConfig({ BACKUPS_KEPT: "true" })).toThrow(/^BACKUPS_KEPT must be a whole number/);
  });

  it("read CLOCK_AT (tests' server clock, decision 092): it starts at the instant and runs on", async () => {
    expect(readConfig({}).clockAt).toBeUndefined();
    const at = readConfig({ CLOCK_AT: "2026-11-28T17:00:00Z" }).clockAt;
    expect(at).toEqual(new Date("2026-11-28T17:00:00Z"));
    expect(() => readConfig({ CLOCK_AT: "yesterday" })).toThrow(/^CLOCK_AT must be/);
    const clock = clockFrom(at);
    const first = clock().getTime();
    expect(Math.abs(first - at!.getTime())).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock().getTime()).toBeGreaterThan(first);
    expect(Math.abs(clockFrom(undefined)().getTime() - Date.now())).toBeLessThan(1000);
  });
});
