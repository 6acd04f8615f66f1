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

export default function CameraScanner({ onCode, onError }: CameraScannerProps) {
  return (
    <div className="ev-camera">
      <Scanner
        constraints={{ facingMode: 'environment' }}
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
