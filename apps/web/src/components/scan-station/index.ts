/** The scan station of the floor screens (docs/architecture.md, "Floor screens"). */
export {
  FEED_SIZE,
  type FeedEntry,
  type ScanKind,
  type ScanLabel,
  type ScanOutcome,
  type ScanStep,
  type ScanValues,
  type StationState,
  type StepInputs,
  scanError,
  scanInfo,
  scanOk,
} from './machine';
export { ScanStation, type ScanStationProps, ScanStationView } from './ScanStation';
export { playScanSound, SCAN_TONES } from './sounds';
export { type ScanStationApi, type ScanStationOptions, useScanStation } from './useScanStation';
