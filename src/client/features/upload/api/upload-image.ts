// The three steps of an upload: a signed URL from the server, a single-part PUT of the file's bytes
// to it (XMLHttpRequest, for upload progress), then the processing of that upload into an image,
// whose objectPath is its address.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateUploadBody, CreateUploadResponse } from "../../../../shared/contracts/uploads";
import { uploadRoutes } from "../../../../shared/contracts/uploads.routes";
import { uploadsApi } from "../../../lib/api/uploads";
import { endpointQuery } from "../../../lib/endpoint-hooks";

export const MY_IMAGES_QUERY_KEY = [uploadRoutes.list.path] as const;

/** The file's type as the browser reports it; the server refuses any but the accepted four, saying why. */
type ReportedType = NonNullable<CreateUploadBody>["contentType"];

/** A failed step, with the server's own reason when it gave one. */
export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = "UploadFailure";
  }
}

function serverReason(error: unknown): string | undefined {
  if (error && typeof error === "object" && "serverError" in error) {
    const reason = (error as { serverError?: unknown }).serverError;
    if (typeof reason === "string") return reason;
  }
  return undefined;
}

function putBytes(
  grant: CreateUploadResponse,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", grant.uploadURL);
    xhr.withCredentials = true;
    const headers: Record<string, string> = {
      "Content-Type": file.type || "application/octet-stream",
      ...grant.headers,
    };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let reason = `HTTP ${xhr.status}`;
      try {
        const body = JSON.parse(xhr.responseText) as { error?: unknown };
        if (typeof body.error === "string") reason = body.error;
      } catch {
        // Not JSON (an S3 error document): the status says enough.
      }
      reject(new UploadFailure(reason, xhr.status));
    };
    xhr.onerror = () =>
      reject(new UploadFailure("The upload was interrupted. Check your connection.", undefined));
    xhr.onabort = () => reject(new UploadFailure("The upload was cancelled.", undefined));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Gets a signed URL and sends the file's bytes to it; resolves with the URL for processing. */
export async function uploadFile(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  let grant: CreateUploadResponse;
  try {
    grant = await uploadsApi.start({
      body: { size: file.size, contentType: (file.type || undefined) as ReportedType },
    });
  } catch (error) {
    throw new UploadFailure(serverReason(error) ?? "We couldn't start the upload.", undefined);
  }
  await putBytes(grant, file, onProgress, signal);
  return grant.uploadURL;
}

/** The uploaded file becomes an image; its objectPath is the image's address. */
export async function processUpload(imageURL: string) {
  try {
    return await uploadsApi.process({ body: { imageURL, purpose: "public-image" } });
  } catch (error) {
    throw new UploadFailure(serverReason(error) ?? "We couldn't process the image.", undefined);
  }
}

export function useMyImages() {
  return useQuery(endpointQuery(uploadRoutes.list.path, uploadsApi.list, { staleTime: 0 }));
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => uploadsApi.remove({ params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_IMAGES_QUERY_KEY }),
  });
}
