/**
 * A QR code of an address, drawn as SVG from the `qrcode` library's matrix, with buttons that
 * download it as PNG (for print and chat apps) and as SVG (for any size). The library loads when
 * the share panel first draws a code.
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showErrorMessage } from '@/components/ui/toast';
import styles from './share-dialog.module.css';

/** Medium error correction: scans well printed small or seen on a screen. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;
/** The PNG's width: sharp on a printed card or a slide. */
const PNG_WIDTH = 1024;

interface Matrix {
  size: number;
  /** One SVG path of the dark modules, one unit each. */
  path: string;
}

function matrixOf(modules: { size: number; get: (row: number, col: number) => number | boolean }): Matrix {
  let path = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
  return { size: modules.size, path };
}

const loadQrCode = () => import('qrcode');

/** Has the browser save a file under a name. */
function save(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

export function ShareQrCode({ address, filename, label }: { address: string; filename: string; label: string }) {
  const { t } = useLingui();
  const [matrix, setMatrix] = useState<{ address: string; matrix: Matrix } | null>(null);

  useEffect(() => {
    let current = true;
    void loadQrCode()
      .then(({ create }) => {
        if (current) setMatrix({ address, matrix: matrixOf(create(address, QR_OPTIONS).modules) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [address]);

  const download = async (kind: 'png' | 'svg') => {
    try {
      const qr = await loadQrCode();
      if (kind === 'png') save(await qr.toDataURL(address, { ...QR_OPTIONS, width: PNG_WIDTH }), `${filename}.png`);
      else {
        const svg = await qr.toString(address, { ...QR_OPTIONS, type: 'svg' });
        const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        save(url, `${filename}.svg`);
        // The download has its copy once the click is handled.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }
    } catch (error) {
      showErrorMessage(t`Não foi possível gerar o QR code. Tente de novo.`, error);
    }
  };

  const shown = matrix?.address === address ? matrix.matrix : null;
  const margin = QR_OPTIONS.margin;
  return (
    <div className={styles.qr}>
      <div className={styles.qrCode}>
        {shown ? (
          <svg
            role="img"
            aria-label={label}
            viewBox={`${-margin} ${-margin} ${shown.size + 2 * margin} ${shown.size + 2 * margin}`}
            shapeRendering="crispEdges"
          >
            <rect
              x={-margin}
              y={-margin}
              width={shown.size + 2 * margin}
              height={shown.size + 2 * margin}
              fill="#fff"
            />
            <path d={shown.path} fill="#000" />
          </svg>
        ) : (
          <span className={styles.qrWaiting} aria-hidden="true" />
        )}
      </div>
      <div className={styles.qrActions}>
        <Button variant="ghost" size="sm" onClick={() => void download('png')}>
          <Download size={16} aria-hidden="true" /> {t`Baixar PNG`}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void download('svg')}>
          <Download size={16} aria-hidden="true" /> {t`Baixar SVG`}
        </Button>
      </div>
    </div>
  );
}
