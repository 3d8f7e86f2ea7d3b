// The import pages' "read from a file" button: the chosen file's text goes into one field of the
// form, or a problem goes under that field.
import { FileUp } from "lucide-react";
import type { ChangeEvent } from "react";
import { Label } from "../../../components/ui/label";

/** What a page imports from a file: the label, the types offered, and the size it refuses past. */
export interface ImportFile {
  label: string;
  accept: string;
  maxBytes: number;
  tooLarge: string;
}

interface TextFieldForm<N extends string> {
  set: (name: N, value: string) => void;
  fail: (name: N, message: string) => void;
}

/** A file input's change handler: a file over `maxBytes` is refused with `tooLarge`, one that cannot
 * be read with a message saying so; otherwise its text replaces the field's. */
function fileIntoField<N extends string>(
  form: TextFieldForm<N>,
  name: N,
  { maxBytes, tooLarge }: ImportFile,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > maxBytes) {
      form.fail(name, tooLarge);
      return;
    }
    void file.text().then(
      (text) => form.set(name, text),
      () => form.fail(name, "The file could not be read."),
    );
  };
}

/** The labelled file input whose file fills the field `name` of `form`. */
export function FileIntoField<N extends string>({
  id,
  form,
  name,
  file,
}: {
  id: string;
  form: TextFieldForm<N>;
  name: N;
  file: ImportFile;
}) {
  return (
    <div>
      <Label htmlFor={id}>{file.label}</Label>
      <div className="flex items-center gap-2">
        <FileUp aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
        <input
          id={id}
          type="file"
          accept={file.accept}
          onChange={fileIntoField(form, name, file)}
          className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-800 hover:file:bg-indigo-100 dark:text-slate-300 dark:file:bg-indigo-500/20 dark:file:text-indigo-200"
        />
      </div>
    </div>
  );
}
