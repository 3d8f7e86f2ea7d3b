import type { ReactNode } from "react";
import { BackLink } from "../../../../components/ui/back-link";
import { AdminNav } from "../../components/admin-nav";

/** The top of an editor: the admin navigation, back to the catalogue list, the heading and its badges. */
export function EditorHeader({
  title,
  backTo,
  backLabel,
  children,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      <AdminNav />
      <div className="mt-4">
        <BackLink to={backTo}>{backLabel}</BackLink>
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 flex flex-wrap items-center gap-2">{children}</div> : null}
    </>
  );
}
