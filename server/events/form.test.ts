import { describe, expect, it } from "vitest";
import { eventSchemaFor, type CityEvent } from "../../core/events/event-schema.server";
import { emptyEventFields, eventFieldsOf, eventRecordOf, formFieldOf, placeSlugOf, sourceOf } from "./form";

/** Decision 083: the one event form's fields as the record the event schema checks, and a refusal's field. */
describe("the event form (decision 083)", () => {
  const base = {
    slug: "jazz",
    sources: [{ publisher: "The venue", title: "Shows", url: "https://venue.example.org/shows" }],
    checkedOn: "2026-11-24",
  };
  const fields = {
    ...emptyEventFields("fixture-museum-1"),
    title: " Thursday Jazz ",
    start: "2026-12-03T19:00",
    end: "2026-12-03T22:00",
    repeat: "weekly",
    "day-TH": "yes",
    "day-FR": "yes",
    until: "2027-03-26",
    except: "2026-12-24, 2026-12-25",
    price: "from $15",
    performers: "The Trio, Guests",
  };
  const parse = (record: Record<string, unknown>) => eventSchemaFor("2026-11-24").safeParse(record);

  it("gives the record the schema accepts, leaving out what is empty", () => {
    const record = eventRecordOf(fields, base);
    expect(record).toMatchObject({
      slug: "jazz",
      title: "Thursday Jazz",
      place: "fixture-museum-1",
      repeat: { freq: "weekly", days: ["TH", "FR"] },
      except: ["2026-12-24", "2026-12-25"],
      performers: ["The Trio", "Guests"],
      status: "EventScheduled",
    });
    expect(record).not.toHaveProperty("url");
    expect(record).not.toHaveProperty("venue");
    const parsed = parse(record);
    expect(parsed.success).toBe(true);
    // And back: an event's fields give the same record again.
    expect(eventRecordOf(eventFieldsOf(parsed.data as CityEvent), base)).toEqual(record);
  });

  it("a monthly rule and a venue; once has neither until nor except", () => {
    const monthly = eventRecordOf(
      {
        ...fields,
        place: "",
        venueName: "Short North",
        venueAddress: "High Street",
        venueNeighborhood: "Short North",
        repeat: "monthly",
        nth: "-1",
        monthDay: "SA",
      },
      base,
    );
    expect(monthly).toMatchObject({ repeat: { freq: "monthly", nth: -1, day: "SA" }, venue: { name: "Short North" } });
    expect(monthly).not.toHaveProperty("place");
    const once = eventRecordOf({ ...fields, repeat: "once" }, base);
    expect(once).not.toHaveProperty("until");
    expect(once).not.toHaveProperty("except");
    // The owner's page gives its place whatever is typed.
    expect(eventRecordOf({ ...fields, place: "elsewhere" }, { ...base, place: "fixture-museum-2" }).place).toBe(
      "fixture-museum-2",
    );
  });

  it("names the form's field of each refusal", () => {
    const refused = (change: Record<string, string>) => {
      const result = parse(eventRecordOf({ ...fields, ...change }, base));
      expect(result.success).toBe(false);
      return formFieldOf(result.error!.issues[0]!.path.join("."));
    };
    expect(refused({ end: "2026-12-03T18:00" })).toBe("end");
    expect(refused({ "day-TH": "", "day-FR": "" })).toBe("repeat");
    expect(refused({ url: "ftp://venue.example.org" })).toBe("url");
    expect(refused({ title: "<script>x</script>" })).toBe("title");
    expect(refused({ organizerName: "Org", organizerUrl: "javascript:x" })).toBe("organizerUrl");
    expect(refused({ place: "", venueName: "<b>", venueAddress: "x", venueNeighborhood: "y" })).toBe("venueName");
    expect(formFieldOf("sources.0.url")).toBe("sourceUrl");
    expect(formFieldOf("except.1")).toBe("except");
  });

  it("reads a place from its slug or its page's address; a source from its link", () => {
    expect(placeSlugOf("https://discovercolumbus.example/place/Newport-Music-Hall?x=1")).toBe("newport-music-hall");
    expect(placeSlugOf(" /place/lindeys ")).toBe("lindeys");
    expect(placeSlugOf("lindeys")).toBe("lindeys");
    expect(sourceOf({ ...fields, sourceUrl: "https://www.venue.example.org/x" }, "Jazz", "2026-11-24")).toEqual({
      publisher: "venue.example.org",
      title: "Jazz",
      url: "https://www.venue.example.org/x",
      date: "2026-11-24",
    });
    expect(sourceOf(fields, "Jazz", "2026-11-24")).toBeUndefined();
  });
});
