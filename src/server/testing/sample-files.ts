import { crc32, deflateSync } from 'node:zlib';

/** Small, valid files of each allowed type, built here so tests depend on no binary fixtures. */

const encoder = new TextEncoder();

function concat(parts: (Uint8Array | number[])[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts.map((part) => Buffer.from(part))));
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
}

/** A 1×1 opaque PNG: signature, IHDR, one zlib-compressed IDAT row, IEND, each chunk with its CRC. */
export function samplePng(): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const typeAndData = concat([encoder.encode(type), data]);
    return concat([uint32(data.length), typeAndData, uint32(crc32(typeAndData))]);
  };
  const header = concat([uint32(1), uint32(1), [8, 6, 0, 0, 0]]); // 8-bit RGBA, no interlace
  const row = new Uint8Array([0, 0x33, 0x99, 0xff, 0xff]); // filter byte, then one pixel
  return concat([
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * An 8×8 grey baseline JPEG: one component, a flat quantisation table, and Huffman tables with a single one-bit
 * code each, so the scan is "DC difference 0, end of block" — two zero bits padded with ones.
 */
export function sampleJpeg(): Uint8Array {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const counts = (lengthOneCodes: number) => [lengthOneCodes, ...new Array<number>(15).fill(0)];
  return concat([
    [0xff, 0xd8],
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1
    segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    segment(0xc4, [0x00, ...counts(1), 0x00]), // DC table 0: category 0
    segment(0xc4, [0x10, ...counts(1), 0x00]), // AC table 0: end of block
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    [0x3f],
    [0xff, 0xd9],
  ]);
}

/** A one-page PDF 1.4 with a correct cross-reference table, showing `text` in Helvetica. */
export function samplePdf(text = 'Quarterly creator report'): Uint8Array {
  const content = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefOffset = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return encoder.encode(pdf);
}

/** A ZIP archive with uncompressed ("stored") entries: local headers, central directory, end record. */
export function storedZip(entries: Record<string, string | Uint8Array>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = typeof content === 'string' ? encoder.encode(content) : content;
    const fileName = encoder.encode(name);
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0, 2); // flags
    common.writeUInt16LE(0, 4); // method: stored
    common.writeUInt16LE(0, 6); // time
    common.writeUInt16LE(0x21, 8); // date: 1980-01-01
    common.writeUInt32LE(crc32(data), 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(data.length, 18);
    common.writeUInt16LE(fileName.length, 22);
    common.writeUInt16LE(0, 24); // extra length
    const local = concat([uint32le(0x04034b50), common, fileName, data]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    common.copy(central, 6);
    // comment length, disk, internal and external attributes stay 0
    central.writeUInt32LE(offset, 42);
    centrals.push(concat([central, fileName]));
    locals.push(local);
    offset += local.length;
  }
  const directory = concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return concat([...locals, directory, end]);
}

function uint32le(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** The three parts a word processor needs: content types, the package relationship, and the document. */
export function sampleDocx(text = 'Launch plan for the spring campaign'): Uint8Array {
  return storedZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/>` +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** The start of an ELF executable (Linux) and of a PE executable (Windows "MZ" stub). */
export const ELF_HEADER = new Uint8Array([
  0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0,
]);
export function samplePeExecutable(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a], 0); // MZ
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true); // e_lfanew → "PE\0\0"
  bytes.set([0x50, 0x45, 0, 0, 0x4c, 0x01], 0x80);
  return bytes;
}

const SVG_OPEN_TAG =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">';

/** Every way named in the uploads brief for an SVG to run script or reach outside the file, in one document. */
export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet href="https://evil.example/x.css"?>
${SVG_OPEN_TAG.replace('<svg ', '<svg onload="alert(1)" ')}
  <script>alert('script')</script>
  <script xlink:href="https://evil.example/x.js"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(2)"/></div></foreignObject>
  <style>@import url(https://evil.example/x.css); rect { fill: url(https://evil.example/p.svg#p) }</style>
  <a href="javascript:alert(3)"><text x="1" y="5">Click</text></a>
  <a xlink:href="JaVaScRiPt:alert(4)"><circle cx="5" cy="5" r="2" onclick="alert(5)" onmouseover="alert(6)"/></a>
  <image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>
  <image xlink:href="https://evil.example/tracker.png" width="1" height="1"/>
  <use href="https://evil.example/sprite.svg#icon"/>
  <a><animate attributeName="href" values="javascript:alert(7)"/><set attributeName="href" to="javascript:alert(8)"/></a>
  <rect width="4" height="4" fill="url(https://evil.example/p.svg#p)" style="fill: url('https://evil.example/x.png')"/>
  <linearGradient id="g"><stop offset="0" stop-color="#f80"/></linearGradient>
  <rect id="keep" x="5" y="5" width="4" height="4" fill="url(#g)" style="stroke: #000"/>
  <use href="#keep"/>
</svg>`;
