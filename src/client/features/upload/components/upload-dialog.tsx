// The upload modal: the member picks ONE file, sees its name, size and
// type, and starts the upload with a button (never automatically). The bytes go to the signed URL
// with a progress bar; a refused file is explained here and in a toast by the page.
import * as Dialog from "@radix-ui/react-dialog";
import { FileImage, Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { MAX_UPLOAD_BYTES } from "../../../../shared/contracts/uploads";
import { buttonClasses } from "../../../components/ui/button";
import { FormAlert, SubmitButton } from "../../../components/ui/contract-form";
import { DialogPanel } from "../../../components/ui/dialog-panel";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { UploadFailure, uploadFile } from "../api/upload-image";
import { ACCEPT_ATTRIBUTE, fileProblem, formatBytes } from "../lib/file-checks";

export function UploadDialog({
  open,
  onOpenChange,
  onUploaded,
  onFailed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bytes are stored: the page processes them (PUT /api/images). */
  onUploaded: (imageURL: string) => void;
  /** The server refused the file (its reason), for the page's toast. */
  onFailed: (reason: string) => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!open) {
      abort.current?.abort();
      setFile(null);
      setProgress(null);
      setError(null);
    }
  }, [open]);

  const problem = file ? fileProblem(file) : null;
  const uploading = progress !== null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    setError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || problem !== null || uploading) return;
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setProgress(0);
    try {
      const imageURL = await uploadFile(file, setProgress, controller.signal);
      onUploaded(imageURL);
    } catch (cause) {
      if (controller.signal.aborted) return;
      const reason = cause instanceof UploadFailure ? cause.message : "The upload failed.";
      setError(reason);
      setProgress(null);
      onFailed(reason);
    } finally {
      abort.current = null;
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        title="Upload an image"
        description={
          <>
            One PNG, JPEG, WebP or GIF file, up to {formatBytes(MAX_UPLOAD_BYTES)}. The upload starts when you
            press Upload Image.
          </>
        }
        size="lg"
      >
        <form method="post" encType="multipart/form-data" onSubmit={handleSubmit}>
          <div className="mt-5 space-y-2">
            <label htmlFor={inputId} className="block text-sm font-medium">
              Image file
            </label>
            <input
              id={inputId}
              type="file"
              accept={ACCEPT_ATTRIBUTE}
              disabled={uploading}
              onChange={choose}
              className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 dark:text-slate-300 dark:file:bg-indigo-950 dark:file:text-indigo-200"
            />
          </div>

          {file ? (
            <dl
              aria-label="Selected file"
              className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="flex items-center gap-1 font-medium text-slate-500 dark:text-slate-400">
                <FileImage aria-hidden="true" className="h-4 w-4" /> Name
              </dt>
              <dd className="break-all">{file.name}</dd>
              <dt className="font-medium text-slate-500 dark:text-slate-400">Size</dt>
              <dd>{formatBytes(file.size)}</dd>
              <dt className="font-medium text-slate-500 dark:text-slate-400">Type</dt>
              <dd>{file.type || "unknown"}</dd>
            </dl>
          ) : null}

          <FormAlert message={problem} className="mt-3" />
          <FormAlert message={error} className="mt-3" />

          {uploading ? (
            <div className="mt-4 space-y-1">
              <div className="flex justify-between text-sm">
                <span>Uploading…</span>
                <span>{progress}%</span>
              </div>
              <ProgressBar percent={progress} label="Upload progress" />
            </div>
          ) : null}

          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClasses({ variant: "outline" })}>Cancel</Dialog.Close>
            <SubmitButton
              pending={uploading}
              pendingLabel="Uploading…"
              icon={Upload}
              disabled={!file || problem !== null}
            >
              Upload Image
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
