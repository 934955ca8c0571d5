/** A small hand-written SVG chart: p50 / p90 / p99 latency per scenario, on a log scale. */

export type LatencyRow = { label: string; p50: number; p90: number; p99: number };

const WIDTH = 760;
const LEFT = 250;
const RIGHT = 20;
const TOP = 52;
const ROW = 24;
const COLORS = { p99: '#c7d2fe', p90: '#818cf8', p50: '#3730a3' };

function escapeXml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function format(value: number): string {
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
}

export function latencyChart(title: string, rows: LatencyRow[]): string {
  const finite = rows.filter((r) => [r.p50, r.p90, r.p99].every((v) => Number.isFinite(v) && v > 0));
  const values = finite.flatMap((r) => [r.p50, r.p99]);
  const low = 10 ** Math.floor(Math.log10(Math.min(...values, 1)));
  const high = 10 ** Math.ceil(Math.log10(Math.max(...values, 10)));
  const plotWidth = WIDTH - LEFT - RIGHT - 50;
  const x = (value: number) =>
    LEFT +
    ((Math.log10(Math.max(value, low)) - Math.log10(low)) / (Math.log10(high) - Math.log10(low))) * plotWidth;
  const height = TOP + finite.length * ROW + 40;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-labelledby="chart-title">`,
    `<title id="chart-title">${escapeXml(title)}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="12" y="20" font-size="14" font-weight="600" fill="#0f172a">${escapeXml(title)}</text>`,
  ];
  // Legend.
  let legendX = LEFT;
  for (const key of ['p50', 'p90', 'p99'] as const) {
    parts.push(
      `<rect x="${legendX}" y="30" width="12" height="10" fill="${COLORS[key]}"/>`,
      `<text x="${legendX + 16}" y="39" fill="#334155">${key}</text>`,
    );
    legendX += 60;
  }
  // Decade grid lines.
  for (let tick = low; tick <= high; tick *= 10) {
    const tx = x(tick).toFixed(1);
    const label = tick >= 1 ? `${tick} ms` : `${tick.toFixed(Math.round(-Math.log10(tick)))} ms`;
    parts.push(
      `<line x1="${tx}" y1="${TOP - 4}" x2="${tx}" y2="${TOP + finite.length * ROW}" stroke="#e2e8f0"/>`,
      `<text x="${tx}" y="${TOP + finite.length * ROW + 16}" text-anchor="middle" fill="#64748b">${label}</text>`,
    );
  }
  finite.forEach((row, index) => {
    const y = TOP + index * ROW;
    parts.push(
      `<text x="${LEFT - 8}" y="${y + 15}" text-anchor="end" fill="#0f172a">${escapeXml(row.label)}</text>`,
    );
    for (const key of ['p99', 'p90', 'p50'] as const) {
      const width = Math.max(1, x(row[key]) - LEFT).toFixed(1);
      parts.push(
        `<rect x="${LEFT}" y="${y + 4}" width="${width}" height="14" fill="${COLORS[key]}"><title>${key} ${format(row[key])} ms</title></rect>`,
      );
    }
    parts.push(
      `<text x="${(x(row.p99) + 6).toFixed(1)}" y="${y + 15}" fill="#334155">${format(row.p50)} / ${format(row.p99)}</text>`,
    );
  });
  parts.push(
    `<text x="${LEFT}" y="${height - 6}" fill="#64748b">milliseconds, log scale; labels: p50 / p99</text>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}
