/** Writes text to the clipboard; false when the browser refuses (no permission, insecure page, no focus). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
