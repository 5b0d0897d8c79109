import { useState, type RefObject } from 'react';
import { fileStem, saveFile, standaloneSvg, svgToPng } from '@/lib/chart-view/wheel-export';

/** The PNG's side in pixels: sharp on a phone's screen and in print. */
const PNG_SIZE = 1200;

interface Props {
  /** The figure that holds the wheel's SVG. */
  figure: RefObject<HTMLElement | null>;
  /** What the files are called: "Ann's birth chart" → ann-s-birth-chart.svg. */
  title: string;
}

/** Download the wheel as SVG or PNG, made in the browser (src/lib/chart-view/wheel-export.ts). */
export default function WheelDownload({ figure, title }: Props) {
  const [problem, setProblem] = useState('');
  const svgText = () => {
    const svg = figure.current?.querySelector('svg');
    if (!svg) throw new Error('The wheel is not on the page.');
    return standaloneSvg(svg);
  };
  const run = (make: () => Promise<void>) => {
    setProblem('');
    make().catch((error: Error) => setProblem(error.message || 'The file could not be made.'));
  };
  return (
    <div className="wheel-download">
      <span className="wheel-download-label">Download the wheel</span>
      <button
        type="button"
        className="btn btn-ghost"
        aria-label="Download the wheel as SVG"
        onClick={() =>
          run(async () =>
            saveFile(new Blob([svgText()], { type: 'image/svg+xml' }), `${fileStem(title)}.svg`),
          )
        }
      >
        SVG
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        aria-label="Download the wheel as PNG"
        onClick={() =>
          run(async () => saveFile(await svgToPng(svgText(), PNG_SIZE), `${fileStem(title)}.png`))
        }
      >
        PNG
      </button>
      {problem && (
        <p className="calc-muted" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
