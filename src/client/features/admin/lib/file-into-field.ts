// The import pages' "read from a file" button: the chosen file's text goes into one field of the
// form, or a problem goes under that field.
import type { ChangeEvent } from "react";

interface TextFieldForm<N extends string> {
  set: (name: N, value: string) => void;
  fail: (name: N, message: string) => void;
}

/** A file input's change handler: a file over `maxBytes` is refused with `tooLarge`, one that cannot
 * be read with a message saying so; otherwise its text replaces the field's. */
export function fileIntoField<N extends string>(
  form: TextFieldForm<N>,
  name: N,
  maxBytes: number,
  tooLarge: string,
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
