import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ELF_HEADER,
  sampleDocx,
  sampleJpeg,
  samplePdf,
  samplePeExecutable,
  samplePng,
  storedZip,
} from '../testing/sample-files';
import { hasHtmlMarkup, sniffUploadBytes, sniffUploadFile } from './upload-type';

const text = (value: string) => new TextEncoder().encode(value);

describe('sniffUploadBytes: the type comes from the content', () => {
  it.each([
    ['png', samplePng()],
    ['jpg', sampleJpeg()],
    ['pdf', samplePdf()],
    ['docx', sampleDocx()],
  ])('recognises a real %s', async (kind, bytes) => {
    expect(await sniffUploadBytes(bytes)).toBe(kind);
  });

  it.each([
    ['an ELF executable', ELF_HEADER],
    ['a Windows executable', samplePeExecutable()],
    ['a GIF', text('GIF89a\x01\x00\x01\x00\x00\x00\x00;')],
    ['a plain ZIP', storedZip({ 'notes.txt': 'hello' })],
    [
      'an XLSX (an Office ZIP that is not wordprocessingml)',
      storedZip({
        '[Content_Types].xml':
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        'xl/workbook.xml': '<workbook/>',
      }),
    ],
    ['an empty file', new Uint8Array()],
    ['binary noise', new Uint8Array([0, 1, 2, 3, 0xff, 0xfe, 0])],
  ])('refuses %s', async (_label, bytes) => {
    expect(await sniffUploadBytes(bytes)).toBe('refused');
  });

  it('hands text (possible SVG markup, HTML…) to the SVG parser rather than trusting it', async () => {
    expect(await sniffUploadBytes(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('text');
    expect(await sniffUploadBytes(text('<?xml version="1.0"?><svg/>'))).toBe('text');
    expect(await sniffUploadBytes(text('<html><script>alert(1)</script></html>'))).toBe('text');
  });

  it('refuses PDF/HTML polyglots whichever way round: HTML first is not a PDF, HTML right after %PDF is a trap', async () => {
    expect(await sniffUploadBytes(text('<html><script>alert(1)</script></html>\n%PDF-1.4\n'))).not.toBe(
      'pdf',
    );
    const pdfFirst = text(`%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n`);
    expect(await sniffUploadBytes(pdfFirst)).toBe('refused');
    const pngWithHtml = new Uint8Array([...samplePng(), ...text('<script>alert(1)</script>')]);
    expect(await sniffUploadBytes(pngWithHtml)).toBe('refused');
  });

  it('looks for HTML only in the window content sniffers read, so a real file with markup further on passes', async () => {
    const padding = '%'.repeat(2048);
    expect(hasHtmlMarkup(text(`${padding}<html>`))).toBe(false);
    expect(hasHtmlMarkup(text('%PDF-1.7 <!DOCTYPE html>'))).toBe(true);
    expect(hasHtmlMarkup(text('<iframe src=x>'))).toBe(true);
    expect(hasHtmlMarkup(text('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/>'))).toBe(false);
  });
});

describe('sniffUploadFile', () => {
  it('decides from the file on disk, whatever its name says', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sniff-'));
    const disguised = path.join(dir, 'holiday.png');
    writeFileSync(disguised, ELF_HEADER);
    expect(await sniffUploadFile(disguised)).toBe('refused');
    const docx = path.join(dir, 'report.pdf');
    writeFileSync(docx, sampleDocx());
    expect(await sniffUploadFile(docx)).toBe('docx');
  });
});
