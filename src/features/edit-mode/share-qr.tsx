/**
 * A QR code of an address, drawn by `qrcode.react`, with buttons that download it as PNG (for
 * print and chat apps; drawn on a canvas at print size) and as SVG (the code shown, for any
 * size). The share panel loads this part when it first shows a code.
 */
import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { Button } from '@/components/ui/button';
import styles from './share-dialog.module.css';

/** Medium error correction, two modules of quiet zone: scans well printed small or on a screen. */
const QR_OPTIONS = { level: 'M', marginSize: 2, bgColor: '#ffffff', fgColor: '#000000' } as const;
/** The PNG's width: sharp on a printed card or a slide. */
const PNG_WIDTH = 1024;

/** Has the browser save a file under a name. */
function save(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

export default function ShareQrCode({
  address,
  filename,
  label,
}: {
  address: string;
  filename: string;
  label: string;
}) {
  const { t } = useLingui();
  const svg = useRef<SVGSVGElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  const downloadPng = () => {
    if (canvas.current) save(canvas.current.toDataURL('image/png'), `${filename}.png`);
  };
  const downloadSvg = () => {
    if (!svg.current) return;
    const text = new XMLSerializer().serializeToString(svg.current);
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    save(url, `${filename}.svg`);
    // The download has its copy once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className={styles.qr}>
      <div className={styles.qrCode}>
        <QRCodeSVG ref={svg} value={address} size={160} role="img" aria-label={label} {...QR_OPTIONS} />
        <QRCodeCanvas ref={canvas} value={address} size={PNG_WIDTH} hidden aria-hidden="true" {...QR_OPTIONS} />
      </div>
      <div className={styles.qrActions}>
        <Button variant="ghost" size="sm" onClick={downloadPng}>
          <Download size={16} aria-hidden="true" /> {t`Baixar PNG`}
        </Button>
        <Button variant="ghost" size="sm" onClick={downloadSvg}>
          <Download size={16} aria-hidden="true" /> {t`Baixar SVG`}
        </Button>
      </div>
    </div>
  );
}
