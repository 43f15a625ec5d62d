import L from "leaflet";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "./results-map.css";
import { X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { LatLng } from "./distance";
import { tilesFailedNote } from "./map-text";
import { pinSvg } from "./marker-pin";
import { markerLook, markerName, markerStateLabel, markerStates, type MarkerLook } from "./marker-state";
import {
  OpenStateLine,
  useMinuteClock,
  useOpenRule,
  type CompactHours,
  type HoursCalendar,
  type OpenRule,
} from "~/features/hours";
import { Rating } from "~/features/places";
import type { PlaceSummary } from "~/features/places";
import { mapConfig } from "~/lib/map-config";
import { cityMap, escapeHtml } from "~/lib/city-map";
import { site } from "#core/site-config.ts";

/** What the map shows of a place: its card fields and its point. */
export type MapPlace = Pick<PlaceSummary, "id" | "name" | "slug" | "category" | "rating" | "geo" | "openingHours">;

/**
 * A place's marker (product §13.3): the pin of its open state (marker-pin.ts) and, for screen readers, its name
 * and state ("Rubino's Pizza, open now, closes 10 PM"); without `look` (the clock not read yet), a plain pin and
 * the name. The state is also the marker's class (`map-marker-open`, ...), for styles and tests.
 */
function placeIcon(name: string, look: MarkerLook | undefined): L.DivIcon {
  const state = look?.state ?? "pending";
  return L.divIcon({
    className: `map-place-marker map-marker-${state}`,
    html: `${pinSvg(state)}<span class="map-sr-only">${escapeHtml(markerName(name, look))}</span>`,
    iconSize: [32, 40],
    iconAnchor: [16, 39],
  });
}

/** Hours as the rule reads them, made once per place's hours (the list's data keeps its objects). */
const calendars = new WeakMap<CompactHours, HoursCalendar | null>();

function calendarOf(rule: OpenRule, hours: CompactHours | null): HoursCalendar | null {
  if (!hours) return null;
  let calendar = calendars.get(hours);
  if (calendar === undefined) {
    calendar = rule.expandHours(hours);
    calendars.set(hours, calendar);
  }
  return calendar;
}

/** A marker on the map and the place it stands for, with the state its icon shows ("" until it shows one). */
interface MarkerEntry {
  marker: L.Marker;
  place: MapPlace;
  shown: string;
}

/** The map's key (product §13.3): the four pins and their words, as the markers draw them. */
function MapKey() {
  return (
    <ul aria-label="What the markers show" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-800">
      {markerStates.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span className="shrink-0" dangerouslySetInnerHTML={{ __html: pinSvg(state, 20) }} />
          {markerStateLabel[state]}
        </li>
      ))}
    </ul>
  );
}

/** A cluster: its count, read out as "5 places here, zoom in". */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  return L.divIcon({
    className: "map-cluster",
    html: `<span class="map-cluster-count" aria-hidden="true">${count}</span><span class="map-sr-only">${count} places here, zoom in</span>`,
    iconSize: [44, 44],
  });
}

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Product §13's results map: exactly the `places` it is given that have a point, as keyboard-reachable
 * markers (Tab reaches each; its accessible name is the place's name and open state), close ones clustered
 * (Leaflet.markercluster). Product §13.3: each marker's pin shows whether the place is open, closes soon, is
 * closed or is not known, by the hours rule of the cards (`useOpenRule`) at the page's minute clock
 * (`useMinuteClock`), refreshed each minute; a key under the map names the four pins. Choosing a marker (click, or Enter when focused) opens a small card with
 * name, category, rating, open-now state (Columbus time) and a link to the place page; Escape or Close returns focus to the marker.
 * `userPoint` (degrees), when given, shows the visitor's position; it never moves the map, so the
 * tiles requested say nothing about where the visitor is.
 *
 * Phones: the wheel zooms only once the map has been clicked or focused, and stops again when it
 * loses focus or the pointer leaves; one-finger dragging pans the map, which is at most 60 % of the
 * screen high, so there is always page to scroll past it. Reduced motion: no zoom, fade or cluster
 * animation. Tiles (OpenStreetMap, from the site config) that fail leave a plain background, the
 * markers and {@link tilesFailedNote}.
 *
 * Loaded only when the map is opened (see LazyResultsMap): Leaflet, the plugin and their CSS are
 * in this module's chunk, never in a page's first load.
 *
 * `headingLevel` is the card's heading, the level the list's cards have where the map replaces them (h2 under a
 * page's h1, h3 under a section's h2), so the page's headings never skip a level (WCAG 1.3.1, axe `heading-order`).
 */
export default function ResultsMap({
  places,
  userPoint,
  headingLevel: Heading = "h2",
}: {
  places: readonly MapPlace[];
  userPoint?: LatLng;
  headingLevel?: "h2" | "h3";
}) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<number, MarkerEntry>());
  const shownIds = useRef<string | null>(null);
  const cardLink = useRef<HTMLAnchorElement>(null);
  const card = useRef<HTMLElement>(null);
  const [selected, setSelected] = useState<MapPlace | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  // Product §13.3: the hours rule and the page's minute clock, the very ones the cards' state lines read.
  const rule = useOpenRule();
  const now = useMinuteClock();
  const clock = useRef<{ rule?: OpenRule; now: Date | null }>({ now: null });

  /** Gives a marker the icon of its place's state now, if that is not the one it shows. */
  const refresh = useCallback((entry: MarkerEntry) => {
    const { rule, now } = clock.current;
    const look =
      rule && now ? markerLook(rule, calendarOf(rule, entry.place.openingHours), now, site.timeZone) : undefined;
    const shown = look ? `${look.state} ${look.words}` : "";
    if (shown === entry.shown) return;
    entry.shown = shown;
    // Leaflet reuses a div icon's element: the marker keeps its place in the tab order, and its focus.
    entry.marker.setIcon(placeIcon(entry.place.name, look));
  }, []);

  // The map, once.
  useEffect(() => {
    if (!container.current) return;
    const map = cityMap(container.current, () => setTilesFailed(true));
    const wheelOn = () => map.scrollWheelZoom.enable();
    const wheelOff = () => map.scrollWheelZoom.disable();
    map.on("focus click", wheelOn);
    map.on("blur mouseout", wheelOff);
    const cluster = L.markerClusterGroup({
      iconCreateFunction: clusterIcon,
      showCoverageOnHover: false,
      animate: !prefersReducedMotion(),
      animateAddingMarkers: false,
      maxClusterRadius: 45,
    });
    map.addLayer(cluster);
    mapRef.current = map;
    clusterRef.current = cluster;
    return () => {
      map.remove();
      mapRef.current = null;
      clusterRef.current = null;
      shownIds.current = null;
    };
  }, []);

  // Each minute (and once the rule is in), the markers on the map show their state now. Those hidden in a
  // cluster or out of view take theirs when they show (below), so a minute costs only the markers in sight.
  useEffect(() => {
    clock.current = { rule, now };
    for (const entry of markers.current.values()) if (entry.marker.getElement()) refresh(entry);
  }, [rule, now, refresh]);

  // The markers follow the places; the view fits them. The same places again (the list redrawn as the
  // minute turns, Open now on and nothing closed) leave the markers and the view as the visitor left them.
  useEffect(() => {
    const map = mapRef.current;
    const cluster = clusterRef.current;
    if (!map || !cluster) return;
    const located = places.filter((place): place is MapPlace & { geo: LatLng } => place.geo !== undefined);
    const ids = located.map((place) => place.id).join(",");
    if (ids === shownIds.current) {
      for (const place of located) {
        const entry = markers.current.get(place.id)!;
        entry.place = place;
        if (entry.marker.getElement()) refresh(entry);
      }
      return;
    }
    shownIds.current = ids;
    cluster.clearLayers();
    markers.current.clear();
    const layers = located.map((place) => {
      const marker = L.marker([place.geo.lat, place.geo.lng], {
        icon: placeIcon(place.name, undefined),
        title: place.name,
        keyboard: true,
        riseOnHover: true,
      });
      const entry: MarkerEntry = { marker, place, shown: "" };
      // A marker that shows (out of a cluster, into view) takes its state now.
      marker.on("add", () => refresh(entry));
      marker.on("click", () => setSelected(entry.place));
      // Leaflet passes a focused marker's keys on as "keypress"; Enter and Space choose it, as on a button.
      marker.on("keypress", (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key === "Enter" || event.originalEvent.key === " ") {
          event.originalEvent.preventDefault();
          setSelected(entry.place);
        }
      });
      markers.current.set(place.id, entry);
      return marker;
    });
    cluster.addLayers(layers);
    setSelected((current) => (current && located.some((place) => place.id === current.id) ? current : null));
    if (located.length === 1) {
      map.setView([located[0]!.geo.lat, located[0]!.geo.lng], 15, { animate: false });
    } else if (located.length > 1) {
      map.fitBounds(L.latLngBounds(located.map((place) => [place.geo.lat, place.geo.lng])), {
        padding: [36, 36],
        maxZoom: 16,
        animate: false,
      });
    } else {
      map.setView([mapConfig.center.lat, mapConfig.center.lng], mapConfig.zoom, { animate: false });
    }
  }, [places, refresh]);

  // The visitor's point, when known.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !userPoint) return;
    // A dot with a wide ring, drawn under the markers (overlay pane): it never hides a place or a
    // cluster's count, and the ring still shows around a cluster on top of it.
    const at: L.LatLngTuple = [userPoint.lat, userPoint.lng];
    const ring = L.circleMarker(at, {
      radius: 26,
      color: "#1d4ed8",
      weight: 2,
      opacity: 0.6,
      fillColor: "#1d4ed8",
      fillOpacity: 0.12,
      interactive: false,
    });
    const dot = L.circleMarker(at, {
      className: "map-user-point",
      radius: 8,
      color: "#ffffff",
      weight: 3,
      fillColor: "#1d4ed8",
      fillOpacity: 1,
      interactive: false,
    });
    const layer = L.layerGroup([ring, dot]).addTo(map);
    return () => {
      layer.remove();
    };
  }, [userPoint]);

  // A card that opens moves focus to its link, so Enter on a marker then Enter again opens the page.
  useEffect(() => {
    if (selected) cardLink.current?.focus();
  }, [selected]);

  const close = useCallback(() => {
    const marker = selected && markers.current.get(selected.id)?.marker;
    setSelected(null);
    (marker?.getElement() as HTMLElement | undefined)?.focus();
  }, [selected]);

  // Escape inside the card closes it (and returns to its marker).
  useEffect(() => {
    if (!selected) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && card.current?.contains(document.activeElement)) close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [selected, close]);

  const missing = places.length - places.filter((place) => place.geo).length;

  return (
    <div className="grid gap-2">
      <div className="relative">
        <div
          ref={container}
          className="results-map"
          role="region"
          aria-label="Map of results"
          data-testid="results-map"
        />
        {selected && (
          <section
            ref={card}
            aria-label={`${selected.name} on the map`}
            className="absolute inset-x-3 bottom-3 z-[1000] rounded-lg border bg-card p-3 pr-12 shadow-lg sm:left-auto sm:w-80"
          >
            <Heading className="leading-snug font-semibold text-stone-900">{selected.name}</Heading>
            <p className="text-sm text-muted-foreground">{selected.category}</p>
            <Rating rating={selected.rating} className="mt-1" />
            <OpenStateLine hours={selected.openingHours} className="mt-1" />
            <p className="mt-2">
              <Link
                ref={cardLink}
                to={`/place/${selected.slug}`}
                className="text-sm font-semibold text-primary underline underline-offset-4"
              >
                View {selected.name}
              </Link>
            </p>
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon node={X} className="size-4" aria-hidden="true" />
            </button>
          </section>
        )}
      </div>
      <MapKey />
      {(tilesFailed || missing > 0) && (
        <p aria-live="polite" className="text-sm text-stone-700">
          {tilesFailed && tilesFailedNote}
          {tilesFailed && missing > 0 && " "}
          {missing > 0 &&
            (missing === 1
              ? "One of these places has no location yet and is not on the map."
              : `${missing} of these places have no location yet and are not on the map.`)}
        </p>
      )}
    </div>
  );
}
