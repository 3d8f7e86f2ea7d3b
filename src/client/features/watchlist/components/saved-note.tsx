// The server's word after a save ("Price target saved."), announced politely.
export function SavedNote({ message }: { message: string | null }) {
  return message ? (
    <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
      {message}
    </p>
  ) : null;
}
