import { describe, expect, it } from 'vitest';
import { displayFileName, downloadFileName, newStorageKey } from './uploads';

describe('displayFileName', () => {
  it.each([
    ['holiday photo.png', 'holiday photo.png'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\report.pdf', 'report.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['zero\u200Bwidth\u0000and\ncontrol.png', 'zerowidthand control.png'],
    ['lone\uD800 half\uDC00.png', 'lone half.png'],
    ['a pair \uD83D\uDE00 stays.png', 'a pair \uD83D\uDE00 stays.png'],
    ['  lots   of\tspace .png ', 'lots of space .png'],
    ['', 'upload.png'],
    ['..', 'upload.png'],
    ['folder/', 'upload.png'],
  ])('shows %j as %j', (clientName, shown) => {
    expect(displayFileName(clientName, 'png')).toBe(shown);
  });

  it('keeps at most 255 characters, never splitting one', () => {
    const name = displayFileName(`${'😀'.repeat(300)}.png`, 'png');
    expect(Array.from(name)).toHaveLength(255);
    expect(name).toBe('😀'.repeat(255));
  });
});

describe('downloadFileName', () => {
  it.each([
    ['page.html', 'svg', 'page.svg'],
    ['PAGE.HTML', 'svg', 'PAGE.svg'],
    ['icon.svg', 'svg', 'icon.svg'],
    ['Icon.SVG', 'svg', 'Icon.SVG'],
    ['photo.jpeg', 'jpg', 'photo.jpeg'],
    ['photo.png', 'jpg', 'photo.jpg'],
    ['setup.exe', 'pdf', 'setup.pdf'],
    ['report', 'pdf', 'report.pdf'],
    ['v1.2 notes', 'docx', 'v1.2 notes.docx'],
    ['brief.pdf', 'docx', 'brief.docx'],
    ['scan.pdf.', 'png', 'scan.pdf.png'],
    ['.html', 'svg', 'upload.svg'],
  ] as const)('saves %j holding %s as %j', (name, kind, saved) => {
    expect(downloadFileName(name, kind)).toBe(saved);
  });

  it('stays within 255 characters with the extension', () => {
    const saved = downloadFileName(`${'a'.repeat(250)}.html`, 'docx');
    expect(saved).toHaveLength(255);
    expect(saved.endsWith('a.docx')).toBe(true);
  });
});

describe('newStorageKey', () => {
  it('is attachments/{timestamp}-{random}.{ext} with the extension of the detected type', () => {
    expect(newStorageKey('jpg', 1_750_000_000_000)).toMatch(/^attachments\/1750000000000-[0-9a-f]{16}\.jpg$/);
    expect(newStorageKey('docx')).not.toBe(newStorageKey('docx'));
  });
});
