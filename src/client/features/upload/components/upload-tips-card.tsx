// The upload page's 'How to Use Your Uploaded Images' tips.
import { TitledCard } from "../../../components/ui/titled-section";

export function UploadTipsCard() {
  return (
    <TitledCard title="How to Use Your Uploaded Images" contentClassName="grid gap-6 sm:grid-cols-2">
      <section className="space-y-2">
        <h3 className="font-semibold">For logos</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
          <li>Replace the existing logo with your uploaded image's URL.</li>
          <li>Update the import paths that point at the old logo file.</li>
          <li>Ideal size: about 200×60 pixels.</li>
        </ul>
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold">For course images</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
          <li>Use the image URL in your course data.</li>
          <li>Recommended size: about 400×300 pixels.</li>
          <li>Formats: PNG, JPG, WebP.</li>
        </ul>
      </section>
    </TitledCard>
  );
}
