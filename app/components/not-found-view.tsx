import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** product §2 not-found page: 404, 'Oops! Page not found', 'Coming Soon, stay tuned', a link home. */
export function NotFoundView() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">Coming Soon, stay tuned</p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        Return to Home
      </Link>
    </div>
  );
}
