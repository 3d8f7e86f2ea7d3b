// The member's own images (GET /api/images), newest first, each with its address and a delete
// button (DELETE /api/images/{id}, which also removes the file).
import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { QueryList } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import { TitledCard } from "../../../components/ui/titled-section";
import { useToast } from "../../../components/ui/toast";
import { useDeleteImage, useMyImages } from "../api/upload-image";
import { formatBytes } from "../lib/file-checks";

export function MyImagesList() {
  const images = useMyImages();
  const remove = useDeleteImage();
  const { toast } = useToast();

  async function onDelete(id: string) {
    try {
      await remove.mutateAsync(id);
      toast({ title: "Image deleted" });
    } catch {
      toast({
        title: "Delete failed",
        description: "We couldn't delete the image. Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <TitledCard
      title="Your images"
      description="Only you see this list. Anyone with an image's URL can view that image."
    >
      <QueryList
        query={images}
        loading={
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-hidden="true">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        }
        error="We couldn't load your images."
        empty={<p className="text-sm text-slate-600 dark:text-slate-400">No images yet.</p>}
      >
        {(items) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {items.map((image) => (
              <li
                key={image.id}
                className="space-y-2 rounded-lg border border-slate-200 p-2 dark:border-slate-800"
              >
                <a href={image.objectPath} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={image.objectPath}
                    alt={`Uploaded image, ${image.width}×${image.height}`}
                    loading="lazy"
                    className="h-24 w-full rounded object-contain"
                  />
                </a>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {image.width}×{image.height} · {formatBytes(image.bytes)}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-full"
                  disabled={remove.isPending}
                  onClick={() => onDelete(image.id)}
                  aria-label={`Delete image ${image.width}×${image.height} from ${new Date(image.createdAt).toLocaleString()}`}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </TitledCard>
  );
}
