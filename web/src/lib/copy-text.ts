import toast from "react-hot-toast";

/** Copies text to the clipboard and says so; where the browser refuses, says what to copy by hand. */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(`Copying is not allowed here. Select and copy it yourself: ${text}`);
  }
}
