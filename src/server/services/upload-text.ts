/**
 * The plain text of a PDF (unpdf, pdf.js without a worker or native code) or a DOCX (mammoth), for prompts.
 * Throws when the file cannot be read; the caller turns that into a note.
 *
 * Both libraries are imported here, at first use, rather than with the server: mammoth alone adds ~70-100 ms to
 * every start, and most requests never read a document.
 */
export async function extractDocumentText(kind: 'pdf' | 'docx', bytes: Uint8Array): Promise<string> {
  if (kind === 'docx') {
    const { default: mammoth } = await import('mammoth');
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value.trim();
  }
  const { extractText, getDocumentProxy } = await import('unpdf');
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy so the caller keeps the bytes.
  const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text.trim();
  } finally {
    await pdf.destroy();
  }
}
