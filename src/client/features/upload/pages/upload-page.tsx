// /upload (docs/decisions/0062-uploads.md): for signed-in members; a guest is asked to sign in.
// States: no image -> processing -> uploaded; 'Upload Another Image' returns to no image.

import { useQueryClient } from "@tanstack/react-query";
import { ImageUp, LogIn, Upload } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { UPLOAD_MESSAGES } from "../../../../shared/contracts/uploads";
import { ToolPage, WithSignInState } from "../../../components/tool-page";
import { Button, buttonClasses } from "../../../components/ui/button";
import { TitledCard } from "../../../components/ui/titled-section";
import { useToast } from "../../../components/ui/toast";
import { MY_IMAGES_QUERY_KEY, processUpload, UploadFailure } from "../api/upload-image";
import { ImagePreviewCard, type PreviewState } from "../components/image-preview-card";
import { MyImagesList } from "../components/my-images-list";
import { UploadDialog } from "../components/upload-dialog";
import { UploadTipsCard } from "../components/upload-tips-card";

const LOGIN_TARGET = `/login?next=${encodeURIComponent("/upload")}`;
const SIGNUP_TARGET = `/signup?next=${encodeURIComponent("/upload")}`;

export function UploadPage() {
  return (
    <ToolPage
      icon={ImageUp}
      kicker="Member tool"
      title="Upload Your Images"
      intro="Upload logos, course thumbnails or any images you need, and get a link you can use anywhere on the site."
    >
      <div className="mt-8">
        <WithSignInState>{(user) => (user === null ? <GuestPrompt /> : <Uploader />)}</WithSignInState>
      </div>
    </ToolPage>
  );
}

function GuestPrompt() {
  return (
    <TitledCard
      title="Sign in to upload images"
      description="Uploads belong to your account, so you can find and delete them later."
      contentClassName="flex flex-wrap gap-3"
    >
      <Link to={LOGIN_TARGET} className={buttonClasses()}>
        <LogIn aria-hidden="true" className="h-4 w-4" /> Sign in
      </Link>
      <Link to={SIGNUP_TARGET} className={buttonClasses({ variant: "outline" })}>
        Create a free account
      </Link>
    </TitledCard>
  );
}

function Uploader() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [preview, setPreview] = useState<PreviewState>({ kind: "empty" });

  const failed = (reason: string) =>
    toast({
      title: UPLOAD_MESSAGES.errorTitle,
      description: `${UPLOAD_MESSAGES.error} ${reason}`,
      variant: "destructive",
    });

  async function process(imageURL: string) {
    setDialogOpen(false);
    setPreview({ kind: "processing" });
    try {
      const result = await processUpload(imageURL);
      setPreview({ kind: "uploaded", objectPath: result.objectPath });
      toast({ title: UPLOAD_MESSAGES.successTitle, description: UPLOAD_MESSAGES.success });
    } catch (error) {
      setPreview({ kind: "empty" });
      failed(error instanceof UploadFailure ? error.message : "The image could not be processed.");
    } finally {
      void queryClient.invalidateQueries({ queryKey: MY_IMAGES_QUERY_KEY });
    }
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <TitledCard
          title="Image Upload"
          description="Select and upload your image files (up to 10MB)"
          contentClassName="space-y-3"
        >
          <Button size="lg" onClick={() => setDialogOpen(true)} disabled={preview.kind === "processing"}>
            <Upload aria-hidden="true" className="h-5 w-5" /> Choose Image to Upload
          </Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            PNG, JPEG, WebP or GIF, one file at a time. Images are re-saved as WebP and camera details (such
            as location) are removed.
          </p>
        </TitledCard>
        <ImagePreviewCard state={preview} onReset={() => setPreview({ kind: "empty" })} />
      </div>
      <UploadTipsCard />
      <MyImagesList />
      <UploadDialog open={dialogOpen} onOpenChange={setDialogOpen} onUploaded={process} onFailed={failed} />
    </div>
  );
}
