// Image upload (members only): a guest
// is asked to sign in; a member picks one PNG in the modal, starts the upload with the button, and
// sees the preview, the 'Uploaded' badge and the URL, and the image really loads; 'Upload Another
// Image' resets; a text file named .png is refused by the server with the 'Upload Error' toast; a
// file of the wrong type is refused in the browser before anything is sent.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signInNewUser, test, toast } from "./fixtures";

test.use({ expectedErrorStatuses: [415] });

const redPng = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 220, g: 38, b: 38 } } })
    .png()
    .toBuffer();

/** Text under an image's name and type: only the server, reading the bytes, can refuse it. */
const TEXT_NAMED_PNG = {
  name: "logo.png",
  mimeType: "image/png",
  buffer: Buffer.from("This is plain text pretending to be a PNG image.\n"),
};
/** A file the browser refuses by its type. */
const NOTES_TXT = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") };

/** A new member on /upload with the upload dialog open and `file` chosen in it; the dialog. */
async function chooseInDialog(
  page: Page,
  request: APIRequestContext,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await signInNewUser(page, request, label);
  await page.goto("/upload");
  await page.getByRole("button", { name: "Choose Image to Upload" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload an image" });
  await dialog.getByLabel("Image file").setInputFiles(file);
  return dialog;
}

test.describe("Image upload", () => {
  test("a guest is asked to sign in", async ({ page }) => {
    await page.goto("/upload");
    await expect(page.getByRole("heading", { name: "Upload Your Images", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign in to upload images" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" }).last()).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent("/upload")}`,
    );
  });

  test("a member uploads a PNG through the modal, sees it, and starts again", async ({ page, request }) => {
    await signInNewUser(page, request, "upload");
    await page.goto("/upload");
    await expect(page.getByText("Select and upload your image files (up to 10MB)")).toBeVisible();
    await expect(page.getByText("Your uploaded image will appear here")).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to Use Your Uploaded Images" })).toBeVisible();
    await expect(page.getByText("No images yet.")).toBeVisible();

    await page.getByRole("button", { name: "Choose Image to Upload" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload an image" });
    await expect(dialog).toBeVisible();
    const start = dialog.getByRole("button", { name: "Upload Image" });
    await expect(start).toBeDisabled();
    await dialog
      .getByLabel("Image file")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await redPng() });
    const details = dialog.getByRole("definition");
    await expect(details.nth(0)).toHaveText("logo.png");
    await expect(details.nth(2)).toHaveText("image/png");
    // The upload does not start by itself.
    await expect(page.getByText("Upload Complete!")).toHaveCount(0);
    await start.click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText("Upload Complete!")).toBeVisible();
    await expect(toast(page)).toContainText("Success!");
    await expect(toast(page)).toContainText("Your image has been uploaded successfully.");
    await expect(page.getByText("Uploaded", { exact: true })).toBeVisible();
    const url = page.getByRole("textbox", { name: "Image URL" });
    await expect(url).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/objects\/images\/[0-9a-f-]{36}\.webp$/);
    const image = page.getByRole("img", { name: "Your uploaded file" });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await expect(page.getByRole("img", { name: "Uploaded image, 120×80" })).toBeVisible();

    await page.getByRole("button", { name: "Upload Another Image" }).click();
    await expect(page.getByText("Your uploaded image will appear here")).toBeVisible();
    await expect(page.getByText("Upload Complete!")).toHaveCount(0);

    await page.getByRole("button", { name: /Delete image 120×80/ }).click();
    await expect(page.getByText("No images yet.")).toBeVisible();
  });

  test("a text file named .png is refused with the upload error", async ({ page, request }) => {
    const dialog = await chooseInDialog(page, request, "upload-text", TEXT_NAMED_PNG);
    await dialog.getByRole("button", { name: "Upload Image" }).click();
    await expect(toast(page)).toContainText("Upload Error");
    await expect(toast(page)).toContainText("Failed to complete image upload. Please try again.");
    await expect(toast(page)).toContainText("Only PNG, JPEG, WebP or GIF images can be uploaded.");
    await expect(dialog.getByRole("alert")).toHaveText("Only PNG, JPEG, WebP or GIF images can be uploaded.");
    await page.keyboard.press("Escape");
    await expect(page.getByText("Your uploaded image will appear here")).toBeVisible();
  });

  test("a file of the wrong type is refused before anything is sent", async ({ page, request }) => {
    const dialog = await chooseInDialog(page, request, "upload-type", NOTES_TXT);
    await expect(dialog.getByRole("alert")).toHaveText("Only PNG, JPEG, WebP or GIF images can be uploaded.");
    await expect(dialog.getByRole("button", { name: "Upload Image" })).toBeDisabled();
  });
});
