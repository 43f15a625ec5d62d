import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { site } from "~/lib/site-config";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: site.name, description: site.tagline, path: "/" });

/** Spec §2 Home (placeholder until its own issue). */
export default function Home() {
  return (
    <div className="bg-gradient-to-br from-red-800 to-stone-900 py-24 text-center text-white">
      <h1 className="text-4xl font-bold sm:text-5xl">Discover the Best of Columbus</h1>
      <p className="mt-4 text-xl text-red-50">Food, Fun &amp; More in the Heart of Ohio</p>
      <Button asChild size="lg" variant="secondary" className="mt-8">
        <Link to="/restaurants">Browse restaurants</Link>
      </Button>
    </div>
  );
}
