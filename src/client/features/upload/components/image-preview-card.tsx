// The upload page's 'Image Preview' card — a placeholder until an upload completes,
// 'Processing upload...' while the server processes it, then the image, an 'Uploaded' badge and
// the image URL (with a copy button), 'Upload Complete!' and 'Upload Another Image'.
import { Check, Copy, ImageIcon, LoaderCircle, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TitledCard } from "../../../components/ui/titled-section";
import { useToast } from "../../../components/ui/toast";

export type PreviewState =
  | { kind: "empty" }
  | { kind: "processing" }
  | { kind: "uploaded"; objectPath: string };

export function ImagePreviewCard({ state, onReset }: { state: PreviewState; onReset: () => void }) {
  return (
    <TitledCard title="Image Preview">
      {state.kind === "empty" ? (
        <div className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <ImageIcon aria-hidden="true" className="h-10 w-10" />
          <p>Your uploaded image will appear here</p>
        </div>
      ) : state.kind === "processing" ? (
        <div className="flex min-h-48 items-center justify-center rounded-lg border-2 border-dashed border-slate-300 p-6 dark:border-slate-700">
          <p role="status" className="flex items-center gap-2 font-medium">
            <LoaderCircle
              aria-hidden="true"
              className="h-5 w-5 animate-spin text-indigo-700 dark:text-indigo-400"
            />
            Processing upload...
          </p>
        </div>
      ) : (
        <Uploaded objectPath={state.objectPath} onReset={onReset} />
      )}
    </TitledCard>
  );
}

function Uploaded({ objectPath, onReset }: { objectPath: string; onReset: () => void }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${objectPath}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: "Copied", description: "The image URL is on your clipboard." });
    } catch {
      toast({ title: "Copy the URL by hand", description: "Your browser did not allow copying." });
    }
  }

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 font-semibold text-green-700 dark:text-green-400">
        <Check aria-hidden="true" className="h-5 w-5" /> Upload Complete!
      </p>
      <div className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
        <img
          src={objectPath}
          alt="Your uploaded file"
          className="mx-auto max-h-72 w-auto max-w-full object-contain"
        />
        <Badge tone="green" className="absolute top-2 right-2">
          Uploaded
        </Badge>
      </div>
      <div className="space-y-1">
        <label htmlFor="uploaded-image-url" className="text-sm font-medium">
          Image URL
        </label>
        <div className="flex gap-2">
          <input
            id="uploaded-image-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 font-mono text-sm dark:border-slate-700 dark:bg-slate-950"
          />
          <Button variant="outline" onClick={copy} aria-label="Copy image URL">
            {copied ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Copy aria-hidden="true" className="h-4 w-4" />
            )}
            <span className="hidden sm:inline">{copied ? "Copied" : "Copy"}</span>
          </Button>
        </div>
      </div>
      <Button variant="secondary" onClick={onReset}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" /> Upload Another Image
      </Button>
    </div>
  );
}
