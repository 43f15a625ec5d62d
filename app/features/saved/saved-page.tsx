import { Heart, Share2 } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { parseSharedIds, sharedListPath } from "./shared-list";
import { EmptyState } from "~/components/empty-state";
import { Button, buttonVariants } from "~/components/ui/button";
import { PlaceGrid } from "~/features/places";
import { useListData } from "~/features/lists";
import { savedPlacesLabel } from "~/lib/count-label";
import { notify } from "~/lib/notify";
import { saveAllPlaces } from "~/lib/lazy/saved-places";
import { shareLink } from "~/lib/lazy/share";
import { useHydrated } from "~/lib/use-hydrated";
import { useSavedPlaces } from "~/lib/lazy/use-saved-places";

/**
 * product §14.1, the Saved page (/saved). Pre-rendered as a shell; after hydration it shows either
 * - the visitor's own saved places (from browser storage) as cards, in the order saved, each with its
 *   heart to remove it (with Undo), and "Share this list"; or
 * - a shared list (`/saved?ids=101,205`), read-only, with "Save all". Ids that are malformed or not places
 *   of this guide are skipped with a note, never an error.
 * `dataUrls`: the files of every listed place's card (product §15.3: a list file of decision 018, not part of the
 * page, whose weight stays flat), to look ids up in; fetched after hydration when there is an id to look up.
 */
export function SavedPage({ dataUrls }: { dataUrls: readonly string[] }) {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const savedIds = useSavedPlaces();
  const wanted = savedIds.length > 0 || searchParams.has("ids");
  const data = useListData(dataUrls, hydrated && wanted);
  const places = data.places;
  const byId = useMemo(() => new Map((places ?? []).map((place) => [place.id, place])), [places]);

  const shared = hydrated && searchParams.has("ids") ? parseSharedIds(searchParams.get("ids") ?? "", byId) : undefined;
  const list = shared ? shared.places : savedIds.flatMap((id) => byId.get(id) ?? []);

  if (hydrated && wanted && data.failed) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p role="status" className="text-lg text-stone-700">
          Your saved places could not load. Check your connection and reload the page.
        </p>
      </div>
    );
  }

  if (!hydrated || (wanted && !places)) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="text-lg text-stone-700">Opening your saved places…</p>
        <noscript>
          <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
            Saved places are kept in your browser and need JavaScript. Turn it on to see and share them.
          </p>
        </noscript>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {shared ? (
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <p role="status" className="text-lg font-semibold text-stone-900">
            {list.length === 1 ? "1 place shared with you" : `${list.length} places shared with you`}
          </p>
          {list.length > 0 && (
            <Button
              type="button"
              onClick={() => {
                saveAllPlaces(list.map((place) => place.id));
                void notify("success", {
                  title: list.length === 1 ? "Saved 1 place" : `Saved ${list.length} places`,
                  description: "They are in your saved places on this device.",
                });
              }}
            >
              <Icon node={Heart} aria-hidden="true" />
              Save all
            </Button>
          )}
          {shared.skipped > 0 && (
            <p className="w-full rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {shared.skipped === 1
                ? "1 entry of this link was skipped: it is not a place in this guide."
                : `${shared.skipped} entries of this link were skipped: they are not places in this guide.`}
            </p>
          )}
        </div>
      ) : (
        list.length > 0 && (
          <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
            <p role="status" className="text-lg font-semibold text-stone-900">
              {savedPlacesLabel(list.length)}
            </p>
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void shareLink({
                  url: new URL(sharedListPath(list.map((place) => place.id)), window.location.origin).href,
                  title: "My saved places",
                })
              }
            >
              <Icon node={Share2} aria-hidden="true" />
              Share this list
            </Button>
          </div>
        )
      )}

      {list.length > 0 ? (
        <PlaceGrid places={list} options={{ typeChip: true }} label={shared ? "Shared places" : "Saved places"} />
      ) : (
        <EmptyState
          title={shared ? "No places in this link" : "No saved places yet"}
          hint={
            shared
              ? "The link holds no place of this guide."
              : "Press the heart on any place to keep it here, on this device, without an account."
          }
        >
          <Link to="/restaurants" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
            Browse restaurants
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
