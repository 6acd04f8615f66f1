// The rear camera reading QR codes (@yudiel/react-qr-scanner), loaded only when staff press Start camera: the
// library and ZXing's WebAssembly reader (for browsers without a native BarcodeDetector) are served from our own
// build, never a CDN, and never reach the storefront.
import { Scanner, setZXingModuleOverrides, type IDetectedBarcode, type IScannerError } from '@yudiel/react-qr-scanner';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

setZXingModuleOverrides({
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasm : prefix + path),
});

export interface CameraScannerProps {
  readonly onCode: (code: string) => void;
  readonly onError: (error: IScannerError) => void;
}

/**
 * The rear camera at the size it has: the library's own defaults ask for at least 640 × 640, which a 640 × 480 webcam
 * or an older phone cannot give (an "overconstrained" failure), yet a QR code reads well from far less.
 */
const CONSTRAINTS: MediaTrackConstraints = {
  facingMode: 'environment',
  width: { ideal: 720 },
  height: { ideal: 720 },
};

export default function CameraScanner({ onCode, onError }: CameraScannerProps) {
  return (
    <div className="ev-camera">
      <Scanner
        constraints={CONSTRAINTS}
        formats={['qr_code']}
        onScan={(codes: IDetectedBarcode[]) => {
          const value = codes[0]?.rawValue.trim();
          if (value) onCode(value);
        }}
        onError={onError}
        sound={false}
      />
    </div>
  );
}
