// Why the scanner's camera did not start, in words that say what to do (docs/product.md#events); the scanner library
// sorts the browser's errors into kinds (@yudiel/react-qr-scanner's IScannerError).
import type { ScannerErrorKind } from '@yudiel/react-qr-scanner';
import {
  CAMERA_BLOCKED,
  CAMERA_IN_USE,
  CAMERA_NEEDS_HTTPS,
  CAMERA_NOT_FOUND,
  CAMERA_UNAVAILABLE,
} from '@aso/domain/events/messages';

const WORDS: Partial<Record<ScannerErrorKind, string>> = {
  'permission-denied': CAMERA_BLOCKED,
  security: CAMERA_BLOCKED,
  'no-camera': CAMERA_NOT_FOUND,
  // The scanner asks for no minimum size (camera-scanner.tsx): a camera that cannot serve it is as good as none.
  overconstrained: CAMERA_NOT_FOUND,
  'in-use': CAMERA_IN_USE,
  aborted: CAMERA_IN_USE,
  'insecure-context': CAMERA_NEEDS_HTTPS,
  unsupported: CAMERA_NEEDS_HTTPS,
};

export function cameraWords(kind: ScannerErrorKind): string {
  return WORDS[kind] ?? CAMERA_UNAVAILABLE;
}
