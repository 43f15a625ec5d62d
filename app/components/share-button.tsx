import { Share2Icon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { shareLink } from "~/lib/share";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * product §14.1: Share for a page (the share sheet, else the link copied with a toast). `path` is the
 * page's path on this site. Appears after hydration (it needs the app); its box is reserved until then.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <span className="inline-block h-10 min-w-24" aria-hidden="true" />;
  return (
    <Button type="button" variant="outline" onClick={() => void shareLink({ url: new URL(path, window.location.origin).href, title })}>
      <Share2Icon aria-hidden="true" />
      Share
    </Button>
  );
}
