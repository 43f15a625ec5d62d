import { Toaster as Sonner, type ToasterProps } from "sonner";

/** shadcn/ui Toaster (sonner): toasts are announced to screen readers through a live region. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      position="bottom-right"
      toastOptions={{
        classNames: {
          toast: "!bg-white !text-stone-900 !border-stone-300 !shadow-lg",
          description: "!text-stone-700",
          title: "!font-semibold",
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
