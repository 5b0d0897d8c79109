/**
 * The chart wheel as a file (docs/chart-wheel.md#take-it-with-you), made in the browser from
 * the wheel on the page: no server draws it. The page styles the wheel with CSS classes, which a
 * file opened on its own would not have, so each element's computed paint is written onto it;
 * the centre read-outs and hit targets (interaction only) are left out, and a background is
 * added so the light lines stay readable in any viewer.
 */

/** Presentation properties a wheel uses, copied from the page's computed style onto the file. */
const PAINT = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
] as const;

/** What only the page needs: the centre read-out shown on focus, and the invisible tap targets. */
const INTERACTION_ONLY = '.wheel-tip, .wheel-hit';

export const WHEEL_BACKGROUND = '#0b0820';

type StyleOf = (element: Element) => Pick<CSSStyleDeclaration, 'getPropertyValue'>;

/**
 * A standalone SVG document of a wheel: paint inlined from `styleOf` (the page's computed
 * style), interaction-only parts removed, a background and the XML namespaces added.
 */
export function standaloneSvg(
  svg: SVGSVGElement,
  styleOf: StyleOf = (element) => getComputedStyle(element),
): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const target = copies[index]!;
    const style = styleOf(original);
    const inline = PAINT.map((name) => [name, style.getPropertyValue(name)] as const)
      .filter(([, value]) => value !== '' && value !== 'normal' && value !== 'auto')
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    if (inline) target.setAttribute('style', inline);
  });
  // Classes still name the parts here; once these are gone nothing needs them.
  for (const element of copy.querySelectorAll(INTERACTION_ONLY)) element.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    element.removeAttribute('class');
    element.removeAttribute('tabindex');
  }
  const [x, y, width, height] = (copy.getAttribute('viewBox') ?? '0 0 600 600').split(/\s+/).map(Number);
  const background = copy.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'rect');
  for (const [name, value] of Object.entries({ x, y, width, height, fill: WHEEL_BACKGROUND }))
    background.setAttribute(name, String(value));
  copy.insertBefore(background, copy.firstChild);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.removeAttribute('aria-labelledby');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** Draws an SVG document onto a canvas `size` pixels square and encodes it as PNG. */
export async function svgToPng(svgText: string, size: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images.');
    context.drawImage(image, 0, 0, size, size);
    return await new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Offers a file to the visitor as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click's task: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Ann's birth chart" → "ann-s-birth-chart". */
export function fileStem(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'chart'
  );
}
