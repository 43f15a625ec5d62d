import { useHydrated } from "~/lib/use-hydrated";

/** The frame's box: the same on the placeholder and the frame, so putting the frame in shifts nothing. */
const mapBox = "mt-4 h-80 w-full rounded-lg border-0 bg-stone-100 sm:h-96";

/**
 * product §2 'Location': the embedded map titled "Map showing location of {name}", loaded lazily (decision 041).
 *
 * The pre-rendered page holds a box of the frame's size, and the frame itself only inside `<noscript>`;
 * the app puts the frame in when it takes over, where the browser's own `loading="lazy"` decides when
 * to fetch it. In the HTML, Chromium starts a lazy frame within about 1,250 px of the screen during
 * the first layout, so a third-party document was requested before the page's first paint, and on a
 * slow phone it shared the line with the page's own code. Without JavaScript the `<noscript>` frame shows.
 *
 * @param src the place's `mapEmbedUrl` (a Google Maps embed URL, checked by the place schema)
 * @param name the place's name, for the frame's title
 */
export function PlaceMap({ src, name }: { src: string; name: string }) {
  const hydrated = useHydrated();
  const frame = (
    <iframe
      src={src}
      title={`Map showing location of ${name}`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      width={1200}
      height={400}
      className={mapBox}
    />
  );
  if (hydrated) return frame;
  return (
    <>
      <div className={mapBox} data-map-placeholder aria-hidden="true" />
      <noscript>{frame}</noscript>
    </>
  );
}
